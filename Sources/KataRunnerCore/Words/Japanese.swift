/// The core's Japanese catalogue: each English sentence of the learner's runner, and so of what
/// every program says (the key, as the sources write it) with its Japanese sentence, the same
/// placeholders where Japanese puts them. A sentence only `kata-course` or `kata-demo` says is
/// in that program's own table (`CourseJapanese`, `DemoJapanese`), so that the learner's build
/// never compiles it.
///
/// Written to the terms and style of `Lessons/ja/GLOSSARY.md`: です・ます in sentences, 常体 in
/// short status lines, a space between Japanese and ASCII words, カタ for kata, 完了 for done,
/// no pronoun for "you", code and commands as they are. A maintainers' test
/// (`WordsTests.catalogueInStep`) proves that every key used in these sources is here with the
/// same placeholders, and that no key here is said nowhere in them.
enum Japanese {
  static let catalogue: [String: String] = [
    // The dashboard (`StatusReport`).
    "{done} of {total} katas done": "{total} 個のカタのうち {done} 個が完了",
    "({count} given: their reference was put in)": "（うち {count} 個は模範解答を入れたもの）",
    "{mark} from an earlier run: this run could not test these katas (see below).":
      "{mark} 印のカタは前回の実行の結果です。今回の実行ではテストできませんでした（下記を参照）。",
    """
    {mark} The tests of {katas} differ from the committed ones, so their verdicts are \
    not the course's (`git status Tests` shows the files).
    """:
      "{mark} カタ {katas} のテストがコミット済みのものと異なるため、判定はコース本来のものではありません"
      + "（`git status Tests` で該当ファイルを確認できます）。",
    "Every kata is done. Well built!": "すべてのカタが完了しました。お見事です。",
    "Every kata is done. Well built! Watch has nothing left to check.":
      "すべてのカタが完了しました。お見事です。watch で確認するものはもうありません。",
    "q stops watch. Redo a kata: `{command} check <kata>` in another terminal.":
      "q キーで watch を終了します。カタをやり直すには、別のターミナルで\n`{command} check <kata>` を実行してください。",
    "A course update is available (1 commit not pulled yet).":
      "コースの更新があります（まだ pull していないコミットが 1 件）。",
    "A course update is available ({count} commits not pulled yet).":
      "コースの更新があります（まだ pull していないコミットが {count} 件）。",
    """
      To take it and keep your work: `git stash`, then `git pull`, then `git stash pop`.
      If `git stash pop` reports a conflict, the file shows your version and the course's
      between `<<<<<<<` and `>>>>>>>`: combine them, then `git add` the file and
      `git stash drop` (until then your version stays in the stash).
    """: """
      自分の作業を残したまま取り込むには、`git stash`、`git pull`、`git stash pop` の順に実行します。
      `git stash pop` がコンフリクトを報告したら、そのファイルの `<<<<<<<` と `>>>>>>>` の間に
      自分の版とコースの版が並んでいます。両方を 1 つにまとめてから、そのファイルを `git add` して
      `git stash drop` を実行してください（それまで自分の版は stash に残ります）。
    """,
    "Agenda:": "アジェンダ:",
    "{agenda}: {done} of its {total} katas done": "{agenda}: {total} 個のカタのうち {done} 個が完了",
    "(`{command} agenda --leave` follows the whole course)":
      "（`{command} agenda --leave` でコース全体に戻ります）",
    "Every kata of the agenda is done.": "アジェンダのカタはすべて完了しました。",
    "The rest of the course is yours to do at home, in order, from the current kata.":
      "残りのカタは、現在のカタから順に自宅で進めてください。",
    "Kata {kata}'s files do not compile, so no kata could be tested this time:":
      "カタ {kata} のファイルがコンパイルできないため、今回はどのカタもテストできませんでした:",
    """
    The tests of kata {kata} do not compile against its files, so no kata could be tested \
    this time:
    """:
      "カタ {kata} のテストがカタのファイルと合わずコンパイルできないため、今回はどのカタもテストできませんでした:",
    "The package does not build; these errors are outside the katas:":
      "パッケージをビルドできません。次のエラーはカタ以外のファイルにあります:",
    """
    The build failed because this clone was moved or renamed since its last build: the \
    compiler's saved modules in .build name the folder it was in.
    """:
      "前回のビルドのあとにこのクローンが移動または名前を変更されたため、ビルドに失敗しました。"
      + "コンパイラが .build に保存したモジュールが、移動前のフォルダーを指しています。",
    """
    Run `rm -rf .build` (it holds only what builds make), then this command again; the \
    first build takes a minute or two.
    """:
      "`rm -rf .build` を実行してから（.build にはビルドの生成物しかありません）、"
      + "このコマンドをもう一度実行してください。最初のビルドには 1〜2 分かかります。",
    "The build failed. Its last lines:": "ビルドに失敗しました。出力の最後の行:",
    "Current kata:": "現在のカタ:",
    "Lesson": "レッスン",
    "Edit": "編集",
    "First": "最初に",
    "Next": "次に",
    "(puts in {katas}, which it uses)": "（このカタが使う {katas} の模範解答を入れます）",
    // A kata's verdict, on the dashboard and in `check` (`StatusReport+Kata`).
    "(from an earlier run)": "（前回の実行の結果）",
    "Done.": "完了しました。",
    "Not tested: the package does not build (see above).":
      "テスト未実施: パッケージをビルドできません（上記を参照）。",
    "Not run yet.": "まだ実行していません。",
    "{score}.": "{score}。",
    "the test files were edited (`git diff {commit}-- Tests` shows how)":
      "テストファイルの編集（`git diff {commit}-- Tests` で変更を確認できます）",
    """
    a public name or signature that the tests use was changed (`git diff -- {stub}` \
    shows your changes to the stub), or one of the pitfalls of {lesson}
    """:
      "テストが使う公開の名前やシグネチャの変更（`git diff -- {stub}` でスタブへの変更を"
      + "確認できます）、または {lesson} で説明している落とし穴のいずれか",
    """
    a public name or signature that the tests use was changed (`git diff -- {stub}` \
    shows your changes to the stub)
    """:
      "テストが使う公開の名前やシグネチャの変更（`git diff -- {stub}` でスタブへの変更を"
      + "確認できます）",
    "Could not be tested: its tests do not compile against your files.":
      "テストできませんでした: 自分のファイルと合わず、このカタのテストをコンパイルできません。",
    "Could not be tested: your files do not compile:":
      "テストできませんでした: 自分のファイルがコンパイルできません:",
    "Likely cause: {cause}.": "考えられる原因: {cause}。",
    "The compiler's notes point into the files of kata {katas}: look there first.":
      "コンパイラのノートはカタ {katas} のファイルを指しています。\nまずそこを確認してください。",
    "Likely cause: the same as above.": "考えられる原因: 上と同じです。",
    "and {count} more errors": "ほかに {count} 件のエラー",
    "({count} cases)": "（{count} ケース）",
    "({failing} of {count} cases fail)": "（{count} ケース中 {failing} ケースが失敗）",
    "with {arguments}": "引数: {arguments}",
    "and 1 more failed expectation": "ほかに 1 件の期待値が満たされていません",
    "and {count} more failed expectations": "ほかに {count} 件の期待値が満たされていません",
    "also fails with {arguments}": "引数 {arguments} でも失敗します",
    "{test} crashed the test process:": "{test} でテストプロセスがクラッシュしました:",
    "{test} ran for more than {limit} and was stopped. Look for a loop that never ends.":
      "{test} の実行時間が {limit}を超えたため、停止しました。終わらないループがないか確認してください。",
    "{test}: not run, {reason}": "{test}: 実行されませんでした（{reason}）",
    "{test}: skipped: {reason}. A skipped test is no pass.":
      "{test}: スキップされました（{reason}）。スキップされたテストは成功とはみなされません。",
    "Compile checks:": "コンパイルチェック:",
    "Kata {kata} is done against edited tests: {score}.":
      "カタ {kata} は編集されたテストで完了しました: {score}。",
    "Kata {kata} is done: {score}.": "カタ {kata} が完了しました: {score}。",
    "Next kata: {kata}, {lesson}": "次のカタ: {kata}（{lesson}）",
    "Its last result is from before a file it uses changed: test it again.":
      "前回の結果は、使うファイルが変わる前のものです。もう一度テストしてください。",
    "Its last result is from before {changes} changed: test it again.":
      "前回の結果は{changes}が変わる前のものです。もう一度テストしてください。",
    "Kata {kata} could not be tested this time. Lesson: {lesson}":
      "カタ {kata} はテストできませんでした。レッスン: {lesson}",
    "{score}. Lesson: {lesson}": "{score}。レッスン: {lesson}",
    "The results below are from an earlier run.": "以下の結果は前回の実行のものです。",
    """
    Could not be tested: the files of kata {katas} do not compile, and no kata can be \
    tested until the package builds.
    """:
      "テストできませんでした: カタ {katas} のファイルがコンパイルできません。パッケージがビルド"
      + "できるまで、どのカタもテストできません。",
    """
    Could not be tested: the tests of kata {tests} do not compile, and no kata can be tested \
    until the package builds.
    """:
      "テストできませんでした: カタ {tests} のテストがコンパイルできません。パッケージがビルド"
      + "できるまで、どのカタもテストできません。",
    """
    Could not be tested: the files of kata {katas} do not compile, nor the tests of kata \
    {tests}, and no kata can be tested until the package builds.
    """:
      "テストできませんでした: カタ {katas} のファイルと、カタ {tests} のテストがコンパイルできません。"
      + "パッケージがビルドできるまで、どのカタもテストできません。",
    "Could not be tested: the package does not build (see below).":
      "テストできませんでした: パッケージをビルドできません（下記を参照）。",
    """
    {mark} Tests edited: this kata's test files differ from the committed ones, so this \
    verdict is not the course's.
    """:
      "{mark} テストが編集されています: このカタのテストファイルがコミット済みのものと異なるため、"
      + "この判定はコース本来の判定ではありません。",
    "{mark} Tests edited: {files} differs from the course's, so this verdict is not the course's.":
      "{mark} テストが編集されています: {files} がコースのものと異なるため、"
      + "この判定はコース本来の判定ではありません。",
    "{mark} Tests edited: {files} differ from the course's, so this verdict is not the course's.":
      "{mark} テストが編集されています: {files} がコースのものと異なるため、"
      + "この判定はコース本来の判定ではありません。",
    """
    `git diff {commit}-- {files}` shows the change; `git checkout {commit}-- {files}` puts \
    back the course's (copy your edit first to keep it).
    """:
      "`git diff {commit}-- {files}` で変更を確認でき、`git checkout {commit}-- {files}` で"
      + "コースの版に戻せます（編集を残すには、先にコピーしてください）。",
    """
    The course has no {files}: you added it; move it out of Tests to judge the kata by \
    the course's tests alone.
    """:
      "コースには {files} がありません。自分で追加したファイルです。コースのテストだけで"
      + "カタを判定するには、Tests の外に移してください。",
    "Warnings in your files:": "自分のファイルの警告:",
    "1 test fails": "1 件のテストが失敗",
    "{count} tests fail": "{count} 件のテストが失敗",
    "{count} crashed": "{count} 件がクラッシュ",
    "{count} timed out": "{count} 件がタイムアウト",
    "{count} not run": "{count} 件が未実行",
    "{count} skipped": "{count} 件がスキップ",
    "1 compile check fails": "1 件のコンパイルチェックが失敗",
    "{count} compile checks fail": "{count} 件のコンパイルチェックが失敗",
    "{passed} of {total} pass": "{total} 件中 {passed} 件が成功",
    "{score}: {problems}": "{score}: {problems}",
    // Notes, and the live progress line (`LiveProgress`, `check`, the full run).
    "Note: {note}": "注記: {note}",
    "Building… step {step} of {total}": "ビルド中… ステップ {step}/{total}",
    "Building: step {step} of {total}": "ビルド中: ステップ {step}/{total}",
    "Tested {kata}: {passed} of {total} tests pass":
      "{kata} をテストしました: テスト {total} 件中 {passed} 件が成功",
    "Testing… {done} of {total} katas": "テストを実行中… カタ {done}/{total}",
    "{kata}: a test ran for more than {limit} and was stopped; the other katas go on":
      "{kata}: テストの実行時間が {limit}を超えたため停止しました。ほかのカタは続けます",
    "{kata}: a test ran for more than {limit} and was stopped":
      "{kata}: テストの実行時間が {limit}を超えたため停止しました",
    "{kata}: a test crashed; the other katas go on":
      "{kata}: テストがクラッシュしました。ほかのカタは続けます",
    "{kata}: a test crashed": "{kata}: テストがクラッシュしました",
    "Type-checking 1 compile check": "コンパイルチェック 1 件を型チェック中",
    "Type-checking {count} compile checks": "コンパイルチェック {count} 件を型チェック中",
    "Your code printed, while the tests of {kata} ran:":
      "{kata} のテストの実行中に、自分のコードが出力した内容:",
    "and {count} more lines": "ほかに {count} 行",
    "{mark} tested before another kata's file changed; counted as it was.":
      "{mark} ほかのカタのファイルが変わる前のテスト結果のまま数えています。",
    "Nothing changed since the last run: these are its results (`--fresh` runs again).":
      "前回の実行から変更はありません。前回の結果を表示します（`--fresh` で再実行します）。",
    "Building and testing every kata…": "すべてのカタをビルドしてテストしています…",
    // `list`.
    "Module {number}: {title}": "モジュール {number}: {title}",
    "{mark} tests edited": "{mark} テスト編集あり",
    "from an earlier run": "前回の実行の結果",
    "given: its reference was put in": "模範解答を入れたもの",
    """
    ✔ done  ✘ failing  ⛔ does not compile  💥 crashed  ⏱ ran too long  · not tested yet  \
    {mark} tested before a file it depends on changed
    """:
      "✔ 完了  ✘ 未完了  ⛔ コンパイルエラー  💥 クラッシュ  ⏱ 時間切れ  · 未テスト  "
      + "{mark} 依存するファイルが変わる前にテストしたもの",
    "No run yet: `{command}` builds and tests every kata.":
      "まだ実行していません。`{command}` ですべてのカタをビルドしてテストします。",
    "{mark} `{command}` tests every kata again; `{command} check <kata>` one kata.":
      "{mark} `{command}` ですべてのカタを、`{command} check <kata>` で 1 つのカタをテストし直します。",
    "was {verdict} before a file it depends on changed": "依存するファイルが変わる前は {verdict}",
    "was {verdict} before {changes} changed": "{changes}が変わる前は {verdict}",
    // `hint` and `watch`.
    "Kata {kata} has no hints in {path}.": "カタ {kata} には、{path} にヒントがありません。",
    "Hint {shown} of {total} for {kata}": "{kata} のヒント {shown}/{total}",
    "Run `{command} hint {kata}` again for the next hint.":
      "次のヒントを見るには、`{command} hint {kata}` をもう一度実行してください。",
    "That was the last hint. `{command} hint {kata} --reset` starts over.":
      "これが最後のヒントです。`{command} hint {kata} --reset` で最初から表示します。",
    "checking {kata}…": "{kata} を確認中…",
    "Watching for saves. Stop with Control-C.": "保存を監視しています。Control-C で終了します。",
    "Waiting for another kata-runner to finish saving progress…":
      "ほかの kata-runner が進捗を保存し終えるのを待っています…",
    // `start`, `reset` and `solution`, and the backups they make.
    "There was no file of yours to back up.": "バックアップするファイルはありませんでした。",
    "Your versions are saved in {folder}/.": "置き換える前のファイルは {folder}/ に保存してあります。",
    "Your version is saved in {folder}/.": "置き換える前のファイルは {folder}/ に保存してあります。",
    "Pass --yes to go ahead.": "続けるには --yes を付けて実行してください。",
    "Restored {path} (from git {revision}).": "{path} を元に戻しました（git の {revision} から）。",
    "Run `{command} check {kata}` to start again.":
      "`{command} check {kata}` を実行して、もう一度始めてください。",
    "Kata {kata} is not done yet.": "カタ {kata} はまだ完了していません。",
    "Show its solution anyway?": "それでも模範解答を表示しますか？",
    "Not shown. Try `{command} hint {kata}` first, or pass --yes.":
      "表示しませんでした。まず `{command} hint {kata}` を試すか、--yes を付けてください。",
    "Put in its solution anyway?": "それでも模範解答を入れますか？",
    "Not put in. Try `{command} hint {kata}` first, or pass --yes.":
      "入れませんでした。`{command} hint {kata}` を試すか、--yes を付けてください。",
    "{file} already matches the reference.": "{file} はすでに模範解答と同じです。",
    "Copied {reference} to {stub}.": "{reference} を {stub} にコピーしました。",
    """
    You are past {kata} already: every kata is done. `start` only moves forward, so it \
    changed nothing. To do {kata} again, `{command} reset {kata}` puts its stub back \
    (your version is backed up first).
    """:
      "{kata} はもう通り過ぎています。すべてのカタが完了しています。`start` は先へ進むだけなので、"
      + "何も変更しませんでした。{kata} をやり直すには、`{command} reset {kata}` でスタブに戻せます"
      + "（現在のファイルは先にバックアップします）。",
    """
    You are past {kata} already: your current kata is {current}. `start` only moves \
    forward, so it changed nothing. To do {kata} again, `{command} reset {kata}` puts \
    its stub back (your version is backed up first).
    """:
      "{kata} はもう通り過ぎています。現在のカタは {current} です。`start` は先へ進むだけなので、"
      + "何も変更しませんでした。{kata} をやり直すには、`{command} reset {kata}` でスタブに戻せます"
      + "（現在のファイルは先にバックアップします）。",
    "Every kata before {kata} already has its reference in place.":
      "{kata} より前のカタには、すべて模範解答が入っています。",
    "Every kata before {kata} is done or already has its reference in place.":
      "{kata} より前のカタは、すべて完了しているか、模範解答が入っています。",
    "Your own work stays in {katas}, which you have done.":
      "完了した {katas} は、自分のファイルのままです。",
    """
    {kata} is not on the agenda you follow, {agenda}: its katas are {katas}. Nothing \
    changed. `{command} agenda --leave` follows the whole course, where `start {kata}` \
    puts in every kata before it.
    """:
      "{kata} は、今従っているアジェンダ「{agenda}」にありません。このアジェンダのカタは "
      + "{katas} です。何も変更しませんでした。`{command} agenda --leave` でコース全体に戻ると、"
      + "`start {kata}` でその前のカタすべてに模範解答を入れられます。",
    """
    You have done {kata} already: every kata is done. `start` changed nothing. To do \
    {kata} again, `{command} reset {kata}` puts its stub back (your version is backed \
    up first).
    """:
      "{kata} はもう完了しています。すべてのカタが完了しています。`start` は何も変更しませんでした。"
      + "{kata} をやり直すには、`{command} reset {kata}` でスタブに戻せます"
      + "（現在のファイルは先にバックアップします）。",
    """
    You have done {kata} already: your current kata is {current}. `start` changed \
    nothing. To do {kata} again, `{command} reset {kata}` puts its stub back (your \
    version is backed up first).
    """:
      "{kata} はもう完了しています。現在のカタは {current} です。`start` は何も変更しませんでした。"
      + "{kata} をやり直すには、`{command} reset {kata}` でスタブに戻せます"
      + "（現在のファイルは先にバックアップします）。",
    "{kata} uses no kata you have not done.": "{kata} が使うカタは、すべて完了しています。",
    "{katas}, which {kata} uses, already has its reference in place.":
      "{kata} が使う {katas} には、すでに模範解答が入っています。",
    "{katas}, which {kata} uses, already have their references in place.":
      "{kata} が使う {katas} には、すでに模範解答が入っています。",
    """
    Starting at {kata} replaces your edits in 1 file of earlier katas (backed up first), \
    such as {file}.
    """:
      "{kata} から始めると、前のカタのファイル 1 件（{file}）に加えた編集を置き換えます"
      + "（先にバックアップします）。",
    """
    Starting at {kata} replaces your edits in {count} files of earlier katas (backed up \
    first), such as {file}.
    """:
      "{kata} から始めると、前のカタのファイル {count} 件（{file} など）に加えた編集を"
      + "置き換えます（先にバックアップします）。",
    "Go ahead?": "続けますか？",
    "Nothing changed. Pass --yes to put in the references anyway (after a backup).":
      "何も変更しませんでした。それでも模範解答を入れるには、--yes を付けてください（先にバックアップします）。",
    "Put in the reference of 1 kata:": "1 個のカタに模範解答を入れました:",
    "Put in the reference of {count} katas:": "{count} 個のカタに模範解答を入れました:",
    "Testing every kata, so that {kata} is the current one…":
      "{kata} を現在のカタにするため、すべてのカタをテストしています…",
    // Help: the programs, their commands and their exit codes.
    "Build and test one kata (the current one by default); show every test.":
      "1 つのカタ（指定がなければ現在のカタ）をビルドしてテストし、すべてのテストを表示します。",
    "Start at a kata: put in the references of the katas before it that you have not done (on an agenda, only those it uses); your files are backed up first.":
      "指定したカタから始めます。その前のカタのうち、まだ完了していないものに模範解答を入れます（アジェンダでは、そのカタが使うものだけ）。置き換えるファイルは先にバックアップします。",
    "Show the next hint for a kata (the current one by default).":
      "カタ（指定がなければ現在のカタ）の次のヒントを表示します。",
    "Print your progress as JSON (like Exercism's results.json) or markdown, to hand in.":
      "提出用に、自分の進捗を JSON（Exercism の results.json と同様）または markdown で出力します。",
    "Build, test every kata, and show your progress and the next step.":
      "ビルドしてすべてのカタをテストし、進捗と次の一歩を表示します。",
    "Restore a kata's untouched stub; your version is backed up first.":
      "カタを手を付ける前のスタブに戻します。現在のファイルは先にバックアップします。",
    "Workshops: list the agendas, print one, follow one (--follow), or the whole course (--leave).":
      "ワークショップ用: アジェンダを一覧し、1 つを表示し、それに従う（--follow）か、コース全体に戻ります（--leave）。",
    "Print a kata's lesson (the current one by default), hints left out.":
      "カタ（指定がなければ現在のカタ）のレッスンを、ヒントを除いて表示します。",
    "List every kata with its state from the last run (no build).":
      "すべてのカタを、前回の実行での状態とともに一覧表示します（ビルドしません）。",
    "Show a kata's reference solution (--diff: against your file; --apply: use it, after a backup).":
      "カタの模範解答を表示します（--diff: 自分のファイルとの差分、--apply: バックアップのあとで適用）。",
    "Check the current kata again each time you save (keys: {keys}).":
      "保存するたびに現在のカタを確認し直します（キー: {keys}）。",
    "n check now, h hint, l list, q quit":
      "n 今すぐ確認、h ヒント、l 一覧、q 終了",
    "Watching for saves. Keys: {keys}.":
      "保存を監視しています。キー: {keys}。",
    "kata-runner: learn SwiftUI's view DSL by rebuilding it, one kata at a time.":
      "kata-runner: SwiftUI のビュー DSL を、カタを 1 つずつ作り直しながら学びます。",
    "success (for check: the kata is done)":
      "成功（check では、カタが完了）",
    "check: the kata is not done yet; start: changed nothing":
      "check: カタがまだ完了していない。start: 何も変更しなかった",
    "the command line was not understood, or names no kata":
      "コマンドラインを解釈できなかったか、カタを指していない",
    "the package, its curriculum, the toolchain or the disk could not be used":
      "パッケージ、カリキュラム、ツールチェーン、ディスクのいずれかを使えなかった",
    "stopped by Control-C (128 + the signal's number for SIGTERM, SIGHUP)":
      "Control-C で停止した（SIGTERM、SIGHUP では 128 + シグナル番号）",
    "A <kata> is its number (1.3), its slug (build-either) or its test suite's name.":
      "<kata> は、番号（1.3）、スラッグ（build-either）、テストスイート名のいずれかです。",
    "Run `{command} help` for every command and the exit codes.":
      "すべてのコマンドと終了コードは `{command} help` で確認できます。",
    "USAGE":
      "使い方",
    "Show this help.":
      "このヘルプを表示します。",
    """
    A <kata> is its number (1.3), its slug (build-either) or its test suite's name.
    --timeout <seconds> sets how long one test may run before it counts as hanging
    (10; from 0.1 to 3600).
    """:
      """
    <kata> は、番号（1.3）、スラッグ（build-either）、テストスイート名のいずれかです。
    --timeout <seconds> は、1 つのテストが止まったとみなされるまで実行できる秒数です
    （既定値 10、0.1〜3600）。
    """,
    "EXIT CODES":
      "終了コード",
    """
    Output is plain, without colours, when it is not a terminal or NO_COLOR is set.
    --lang ja|en chooses the language (日本語 or English), anywhere before --; otherwise
    LC_ALL, LC_MESSAGES or LANG does (ja_JP.UTF-8 is Japanese), and English is the rest.
    """:
      """
    出力先が端末でないか NO_COLOR が設定されていると、色なしで出力します。
    --lang ja|en で言語（日本語または English）を選べます（-- より前のどこでも）。指定がなければ
    LC_ALL、LC_MESSAGES、LANG の順に決まり（ja_JP.UTF-8 は日本語）、それ以外は英語です。
    """,
    // Errors in what a learner typed (`RunnerError`), said where the language is known.
    "--lang takes ja (日本語) or en (English), not \"{value}\".":
      "--lang には ja（日本語）か en（English）を指定します。「{value}」は使えません。",
    "There is no option {typed}: did you mean --lang?": "{typed} というオプションはありません。--lang のことですか？",
    "--lang takes ja (日本語) or en (English).":
      "--lang には ja（日本語）か en（English）を指定します。",
    "Run `{command} help` for the commands.":
      "コマンドの一覧は `{command} help` で確認できます。",
    "The class table is made by kata-course, the instructors' program, now: `{course} table <report.json>...` (`--agenda <agenda>` reads it against an agenda).":
      "受講者の進捗表は、講師用のプログラム kata-course で作るようになりました: "
      + "`{course} table <report.json>...`（`--agenda <agenda>` でアジェンダに照らして読みます）。",
    "The command goes first, before its options: `{line}`.":
      "コマンドはオプションより前に書きます: `{line}`。",
    "There is no agenda \"{name}\". The agendas are {agendas}.":
      "アジェンダ「{name}」はありません。アジェンダは {agendas} です。",
    "There is no kata named \"{name}\". Did you mean {suggestion}? Run `{command} list` to see them all.":
      "カタ「{name}」はありません。{suggestion} のことですか？ すべてのカタは `{command} list` で確認できます。",
    "There is no kata named \"{name}\". Run `{command} list` to see them all.":
      "カタ「{name}」はありません。すべてのカタは `{command} list` で確認できます。",
    "Unknown command \"{name}\".":
      "コマンド「{name}」はありません。",
    "Unknown command \"{name}\". Did you mean `{closest}`?":
      "コマンド「{name}」はありません。`{closest}` のことですか？",
    "Usage: kata-runner {usage}":
      "使い方: kata-runner {usage}",
    "solution takes --diff or --apply, not both: `--diff` shows what would change, `--apply` changes it; usage: kata-runner {usage}":
      "solution には --diff か --apply のどちらか一方を指定します。`--diff` は変わる箇所を表示し、`--apply` は実際に変更します。使い方: kata-runner {usage}",
    "verify proves the course, for its maintainers and instructors, and is kata-course's now: `{course} verify` (`--course` leaves out the engine's and the runner's own tests).":
      "verify はメンテナーと講師のためにコースを証明するコマンドで、今は kata-course にあります: `{course} verify`（`--course` でエンジンとランナー自身のテストを除きます）。",
    "{command} does not know {argument}.":
      "{command} は {argument} を知りません。",
    "{command} does not know {argument}. Did you mean {suggestion}?":
      "{command} は {argument} を知りません。{suggestion} のことですか？",
    "{command} takes {count}; usage: {program} {usage}":
      "{command} には{count}。使い方: {program} {usage}",
    "{folder} is not inside a BuilderKatas package (no {curriculum} found above it). Run kata-runner from the folder you cloned, or a folder inside it.":
      "{folder} は BuilderKatas パッケージの中にありません（上のフォルダーに {curriculum} が見つかりません）。クローンしたフォルダーか、その中のフォルダーで kata-runner を実行してください。",
    "{kata} is a kata, not a command: `{command} check {kata}` builds and tests it.":
      "{kata} はコマンドではなくカタです。`{command} check {kata}` でビルドしてテストします。",
    "{option} takes {expected}.":
      "{option} には {expected} を指定します。",
    // `agenda`.
    "You follow the agenda \"{agenda}\": {katas}.":
      "アジェンダ「{agenda}」に従います: {katas}。",
    "You follow the agenda already \"{agenda}\": {katas}.":
      "すでにアジェンダ「{agenda}」に従っています: {katas}。",
    "You jumped to {kata} (`{command} start {kata}`), and that stays: your current kata is the first of {kata} and the katas after it you have not done.":
      "{kata} に移動しています（`{command} start {kata}`）。この移動は有効なままです。"
      + "現在のカタは、{kata} とそのあとのカタのうち、まだ完了していない最初のカタです。",
    "Your current kata is the first of these you have not done. Where a kata uses one the agenda skips, `{command} start <kata>` puts in only that one's reference; your own work stays as it is.":
      "現在のカタは、これらのうちまだ完了していない最初のカタです。"
      + "アジェンダで飛ばすカタのコードを使うカタでは、`{command} start <kata>` で、飛ばすカタの模範解答だけを入れます。"
      + "自分の作業はそのまま残ります。",
    "`{command} agenda --leave` follows the whole course again.":
      "`{command} agenda --leave` でコース全体に戻ります。",
    "You no longer follow the agenda \"{agenda}\": you follow the whole course, in order.":
      "アジェンダ「{agenda}」に従うのをやめました。コース全体を順に進めます。",
    "You follow no agenda, so there is none to leave: you follow the whole course, in order.":
      "従っているアジェンダがないので、抜けるものはありません。コース全体を順に進めます。",
    "Current kata: {kata}.":
      "現在のカタ: {kata}。",
    "You follow this agenda.":
      "このアジェンダに従っています。",
    "To follow it: `{command} agenda {agenda} --follow`.":
      "従うには: `{command} agenda {agenda} --follow`。",
    "This course has no agendas ({path}).":
      "このコースにはアジェンダがありません（{path}）。",
    "Agendas for a workshop ({guide} has each with its talks and demos):":
      "ワークショップ用のアジェンダ（それぞれの説明とデモは {guide} にあります）:",
    "{agenda}, after {before}: {katas}":
      "{agenda}（{before} のあと）: {katas}",
    "You follow {agenda}. `{command} agenda --leave` follows the whole course.":
      "{agenda} に従っています。`{command} agenda --leave` でコース全体に戻ります。",
    "You follow the whole course. To follow an agenda: `{command} agenda <agenda> --follow`.":
      "コース全体を進めています。アジェンダに従うには: `{command} agenda <agenda> --follow`。",
    // What options and arguments take (`ArgumentScanner`), said inside the errors above.
    "json or markdown": "json か markdown",
    "a number of seconds, such as 0.5": "秒数（0.5 など）",
    "the learner's name, such as \"Ada\"": "学習者の名前（\"Ada\" など）",
    "a number of seconds from 0.1 to 3600, such as 20": "0.1〜3600 の秒数（20 など）",
    "kata": "カタ",
    "katas": "カタ",
    "agenda": "アジェンダ",
    "agendas": "アジェンダ",
    "report file": "レポートファイル",
    "report files": "レポートファイル",
    "no {thing}": "{thing}を指定できません",
    "exactly one {thing}": "{thing}を 1 つだけ指定してください",
    "at most one {thing}": "{thing}は 1 つまでしか指定できません",
    "any number of {things}": "{things}をいくつでも指定できます",
    "at least one {thing}": "{thing}を 1 つ以上指定してください",
    "at least {count} {things}": "{things}を {count} 個以上指定してください",
    "from {low} to {high} {things}": "{things}を {low}〜{high} 個指定してください",
    // Errors and the faults a learner can meet: files, folders, git, swift, the course's own files.
    """
    Another kata-runner has held {file}.lock for {seconds} seconds: nothing was changed. Let \
    it finish, or stop it (Control-C in its terminal), then run this command again.
    """:
      "別の kata-runner が {file}.lock を {seconds} 秒間ロックしたままです。"
      + "何も変更していません。終わるのを待つか、そのターミナルで Control-C を押して止めてから、"
      + "このコマンドをもう一度実行してください。",
    "Check that the file exists and is a file you may read and write.":
      "ファイルが存在し、読み書きできるファイルであることを確認してください。",
    "Check that you may read and write it (`ls -l` shows who may), then run the command again.":
      "読み書きの権限があるか確認してから（`ls -l` で確かめられます）、コマンドをもう一度実行してください。",
    "Could not make a new backup folder in {folder}: remove old backups there and try again.":
      "{folder} に新しいバックアップ用のフォルダーを作れませんでした。そこにある古いバックアップを削除してから、"
      + "もう一度試してください。",
    "Free some disk space, then run the command again.": "ディスクの空き容量を増やしてから、コマンドをもう一度実行してください。",
    """
    Install Swift 6.1 or later (https://swift.org/install), or put a working one first on \
    PATH, then run the command again.
    """:
      "Swift 6.1 以降をインストールするか（https://swift.org/install）、"
      + "動作する Swift を PATH の先頭に置いてから、コマンドをもう一度実行してください。",
    "No file was changed: {summary}.": "どのファイルも変更していません（{summary}）。",
    "Replaced {files} before this: {summary}.": "{files} を置き換えたところでエラーになりました（{summary}）。",
    "TMPDIR is {folder}, which cannot be written.": "TMPDIR は {folder} ですが、書き込めません。",
    "TMPDIR is {folder}, which does not exist.": "TMPDIR は {folder} ですが、存在しません。",
    "TMPDIR is {folder}, which is not a folder.": "TMPDIR は {folder} ですが、フォルダーではありません。",
    """
    TMPDIR is {folder}, whose path holds "{letter}", a letter outside ASCII: swift cannot \
    build with its temporary files there. Set TMPDIR to a folder whose path is plain ASCII \
    (`export TMPDIR=/tmp`), or run `unset TMPDIR` to use the system's, then run the command \
    again. Your clone itself may be anywhere.
    """:
      "TMPDIR は {folder} で、そのパスに ASCII 以外の文字「{letter}」が含まれています。"
      + "一時ファイルがそこにあると swift はビルドできません。TMPDIR をパスが ASCII だけのフォルダーにするか（`export TMPDIR=/tmp`）、"
      + "`unset TMPDIR` でシステムの既定に戻してから、コマンドをもう一度実行してください。"
      + "クローン自体はどこにあってもかまいません。",
    """
    The `swift` on PATH does not run: `swift --version` ended with {ending}, saying:
    {said}
    {install}
    """:
      "PATH 上の `swift` が動きません。`swift --version` が正常に終了せず（{ending}）、"
      + "次のように出力しました:\n{said}\n{install}",
    "The `swift` on PATH does not run: `swift --version` ended with {ending}. {install}":
      "PATH 上の `swift` が動きません。`swift --version` が正常に終了しませんでした（{ending}）。"
      + "{install}",
    """
    The build folder ({folder}) went away while the tests ran, so they could not finish, and \
    nothing was judged: your files and results are as they were. Run the command again; it \
    builds the package first.
    """:
      "テストの実行中にビルドフォルダー（{folder}）が消えたため、テストを最後まで実行できず、"
      + "何も判定していません。ファイルも結果も元のままです。コマンドをもう一度実行してください。"
      + "最初にパッケージをビルドし直します。",
    """
    The build folder ({folder}) went away while the package was built, twice, so nothing was \
    judged: your files and results are as they were. Run the command again when nothing else \
    removes it.
    """:
      "パッケージのビルド中にビルドフォルダー（{folder}）が 2 回消えたため、何も判定していません。"
      + "ファイルも結果も元のままです。ほかに削除するものがないときに、コマンドをもう一度実行してください。",
    "The runner lost track of `{command}` (waitpid failed: {reason}).":
      "ランナーが `{command}` の状態を追えなくなりました（waitpid が失敗: {reason}）。",
    """
    These results could not be saved ({summary}), so the next command tests these katas again. \
    {next}
    """:
      "この結果を保存できなかったため（{summary}）、次のコマンドでこれらのカタをもう一度テストします。"
      + "{next}",
    "Work in a clone on a disk you can write to.": "書き込めるディスク上のクローンで作業してください。",
    "Your files could not be backed up ({summary}), so none was changed. {next}":
      "ファイルをバックアップできなかったため（{summary}）、どのファイルも変更していません。"
      + "{next}",
    """
    `swift build --show-bin-path` failed:
    {output}
    """:
      "`swift build --show-bin-path` が失敗しました:\n{output}",
    """
    `swift test` listed no tests ({termination}). Its output ends with:
    {tail}
    """:
      "`swift test` がテストを 1 つも列挙しませんでした（{termination}）。"
      + "出力の末尾:\n{tail}",
    "`swift` could not be started. {install}": "`swift` を起動できませんでした。{install}",
    "`{command}` could not be started ({reason}).": "`{command}` を起動できませんでした（{reason}）。",
    "`{command}` was not found on PATH ({path}). Install it, or add its folder to PATH.":
      "`{command}` が PATH（{path}）に見つかりません。インストールするか、"
      + "そのフォルダーを PATH に追加してください。",
    """
    `{command}` was not found on PATH ({path}). kata-runner needs the Swift toolchain, 6.1 or \
    later: install it, or add its usr/bin folder to PATH.
    """:
      "`{command}` が PATH（{path}）に見つかりません。kata-runner には Swift ツールチェーン 6.1 以降が必要です。"
      + "インストールするか、その usr/bin フォルダーを PATH に追加してください。",
    "exit status {status}": "終了ステータス {status}",
    "signal {signal}": "シグナル {signal}",
    "no answer": "応答なし",
    """
    git could not read the committed copy of {file}, so it cannot be reset; git said:
      {said}
    Fix what git names, then run the command again: nothing was changed.
    """:
      "git が {file} のコミット済みのコピーを読めなかったため、リセットできません。"
      + "git の出力:\n  {said}\ngit が示す問題を直してから、コマンドをもう一度実行してください。"
      + "何も変更していません。",
    """
    git has no committed copy of {file}, so it cannot be reset. Is this folder a clone of the \
    BuilderKatas repository?
    """:
      "git に {file} のコミット済みのコピーがないため、リセットできません。このフォルダーは BuilderKatas リポジトリのクローンですか？",
    """
    git refuses to read this clone because another user owns it ("dubious ownership"). If you \
    trust it, run `git config --global --add safe.directory '{folder}'`, then run the command \
    again.
    """:
      "このクローンの所有者が別のユーザーのため、git が読み込みを拒否しています（\"dubious ownership\"）。"
      + "信頼できるクローンなら `git config --global --add safe.directory '{folder}'` を実行してから、"
      + "コマンドをもう一度実行してください。",
    "it does not exist": "存在しません",
    "permission denied": "権限がありません",
    "the disk is full": "ディスクがいっぱいです",
    "the disk is read-only": "ディスクが読み取り専用です",
    "it is a folder": "フォルダーです",
    "a folder in its path is a file": "パスの途中のフォルダーがファイルになっています",
    "something is already there": "すでに別のものがあります",
    "it is not UTF-8 text": "UTF-8 のテキストではありません",
    "kata {kata} lists no files": "カタ {kata} にファイルが 1 つもありません",
    "kata {kata} needs {need}, which is not an earlier kata":
      "カタ {kata} が必要とする {need} は、それより前のカタではありません",
    "kata {kata}: \"edits\" must name some of its \"files\"":
      "カタ {kata}: \"edits\" には \"files\" の一部を指定する必要があります",
    "kata {kata}: file {file} already belongs to another kata":
      "カタ {kata}: ファイル {file} はすでに別のカタのものです",
    "kata-runner cannot create {folder}: check that you may write to {root}.":
      "kata-runner が {folder} を作れません。{root} に書き込めるか確認してください。",
    """
    kata-runner cannot write to {folder}. Make it writable (`chmod -R u+w {name}` in {root}), \
    then run the command again.
    """:
      "kata-runner が {folder} に書き込めません。書き込めるようにしてから（{root} で `chmod -R u+w {name}`）、"
      + "コマンドをもう一度実行してください。",
    "lists no katas; every module needs at least one": "カタが 1 つもありません。どのモジュールにも 1 つ以上必要です",
    "module {number} ({title}) has no katas": "モジュール {number}（{title}）にカタがありません",
    "scratch files": "作業用の一時ファイル",
    "the backups of your files": "カタのファイルのバックアップ",
    "two katas share the id {value}": "2 つのカタが同じ id {value} を使っています",
    "two katas share the slug {value}": "2 つのカタが同じ slug {value} を使っています",
    "two katas share the suite {value}": "2 つのカタが同じ suite {value} を使っています",
    """
    {earlier}
    {file}: {problem}
    """:
      "{earlier}\n{file}: {problem}",
    "{file}: {problem}": "{file}: {problem}",
    "{file} cannot be created: its folder cannot be written. Nothing was changed.":
      "{file} を作成できません。フォルダーに書き込めないためです。何も変更していません。",
    "{file} cannot be replaced: its folder cannot be written. Nothing was changed.":
      "{file} を置き換えられません。フォルダーに書き込めないためです。何も変更していません。",
    """
    {file} cannot be written (its permissions): nothing was changed. `chmod u+w {file}`, then \
    run this command again.
    """:
      "{file} に書き込む権限がありません。何も変更していません。`chmod u+w {file}` を実行してから、"
      + "このコマンドをもう一度実行してください。",
    "{file} could not be written ({reason}), so reports will count these katas as your own work.":
      "{file} に書き込めなかったため（{reason}）、レポートではこれらのカタも自分で解いたものとして数えられます。",
    """
    {file} is a file, but kata-runner keeps your progress in a folder of that name. Move the \
    file elsewhere (or delete it), then run the command again.
    """:
      "{file} はファイルですが、kata-runner はこの名前のフォルダーに進捗を保存します。"
      + "ファイルを別の場所に移して（または削除して）から、コマンドをもう一度実行してください。",
    """
    {file} is a folder, so progress could not be saved: nothing was changed. Remove it (the \
    next run makes it again), then run this command again.
    """:
      "{file} がフォルダーのため、進捗を保存できません。何も変更していません。削除してから（次の実行で作り直されます）、"
      + "このコマンドをもう一度実行してください。",
    """
    {file} is a folder, where the kata's file should be: nothing was changed. Move the folder \
    away (its contents are yours), then run this command again.
    """:
      "カタのファイルがあるべき {file} がフォルダーになっています。何も変更していません。"
      + "フォルダーを別の場所に移してから（中身は自分で置いたものです）、このコマンドをもう一度実行してください。",
    """
    {file} is not writable, so progress could not be saved: nothing was changed. Remove it \
    (the next run makes it again), then run this command again.
    """:
      "{file} に書き込めないため、進捗を保存できません。何も変更していません。削除してから（次の実行で作り直されます）、"
      + "このコマンドをもう一度実行してください。",
    """
    {file} was a link to {link}; it is a file of its own now, and the file the link led to is \
    unchanged.
    """:
      "{file} は {link} へのリンクでした。今は独立したファイルになっており、リンク先のファイルは変更していません。",
    "{file}: cannot be read ({reason})": "{file}: 読み込めません（{reason}）",
    "{file}: is not a valid agendas file ({problem})": "{file}: アジェンダのファイルとして正しくありません（{problem}）",
    "{file}: is not a valid curriculum ({problem})": "{file}: カリキュラムとして正しくありません（{problem}）",
    """
    {file}: kata {kata} names a file whose reference, {reference}, does not exist (and \
    {others} more). If you deleted it, `git checkout -- {folder}` puts the references back; \
    otherwise the course is broken: tell its maintainers.
    """:
      "{file}: カタ {kata} のファイルの模範解答 {reference} が存在しません（ほかに {others} 個）。"
      + "削除してしまった場合は `git checkout -- {folder}` で模範解答を元に戻せます。"
      + "そうでなければコースが壊れているので、コースのメンテナーに知らせてください。",
    """
    {file}: kata {kata} names a file whose reference, {reference}, does not exist. If you \
    deleted it, `git checkout -- {folder}` puts the references back; otherwise the course is \
    broken: tell its maintainers.
    """:
      "{file}: カタ {kata} のファイルの模範解答 {reference} が存在しません。"
      + "削除してしまった場合は `git checkout -- {folder}` で模範解答を元に戻せます。"
      + "そうでなければコースが壊れているので、コースのメンテナーに知らせてください。",
    "{file}: the lesson of kata {kata} is missing. Restore it with `git checkout -- {file}`.":
      "{file}: カタ {kata} のレッスンがありません。`git checkout -- {file}` で元に戻してください。",
    "{file}: {reason}": "{file}: {reason}",
    "{file}:1: a compile check must start with `// check: <the rule it proves>`":
      "{file}:1: コンパイルチェックは、確かめるルールを書いた `// check: <the rule it proves>` の行で始める必要があります",
    "{first} {second}": "{first} {second}",
    """
    {folder} cannot be written ({reason}): SwiftPM and the compiler keep their caches in \
    {cache}. Make it writable, or set XDG_CACHE_HOME (or HOME) to a folder you can write to, \
    then run the command again. Your files are as they were.
    """:
      "{folder} に書き込めません（{reason}）。SwiftPM とコンパイラは {cache} にキャッシュを置きます。"
      + "書き込めるようにするか、XDG_CACHE_HOME（または HOME）を書き込めるフォルダーに設定してから、"
      + "コマンドをもう一度実行してください。ファイルは元のままです。",
    """
    {folder} cannot be written ({reason}): SwiftPM builds the katas there. Make it writable, \
    or remove it (`rm -rf .build` in {root}; the next command builds everything again), then \
    run the command again. Your files are as they were.
    """:
      "{folder} に書き込めません（{reason}）。SwiftPM はそこでカタをビルドします。"
      + "書き込めるようにするか削除してから（{root} で `rm -rf .build`。次のコマンドがすべてビルドし直します）、"
      + "コマンドをもう一度実行してください。ファイルは元のままです。",
    """
    {folder} is a file, where kata-runner keeps {what} in a folder. Nothing was changed. Move \
    the file elsewhere (or delete it: the runner never writes a file there), then run the \
    command again.
    """:
      "{folder} がファイルになっています。kata-runner はここにフォルダーを作って{what}を置きます。"
      + "何も変更していません。ファイルを別の場所に移すか削除してから（ランナーがここにファイルを書くことはありません）、"
      + "コマンドをもう一度実行してください。",
    """
    {name} is a symbolic link to {target}, and kata-runner could not remove it ({reason}). \
    Remove it yourself (`rm {name}`): kata-runner keeps its files inside the clone.
    """:
      "{name} は {target} へのシンボリックリンクですが、kata-runner が削除できませんでした（{reason}）。"
      + "自分で削除してください（`rm {name}`）。kata-runner は自分のファイルをクローンの中にだけ置きます。",
    """
    {name} was a symbolic link to {target}. kata-runner keeps its files inside the clone, so \
    it removed the link; {target} and what it holds are untouched.
    """:
      "{name} は {target} へのシンボリックリンクでした。kata-runner は自分のファイルをクローンの中にだけ置くため、"
      + "リンクを削除しました。{target} とその中身には手を加えていません。",
    """
    {problem} kata-runner, swift and git keep their temporary files there. Make it a folder \
    you can write to, or run `unset TMPDIR` to use the system's, then run the command again.
    """:
      "{problem} kata-runner、swift、git はそこに一時ファイルを置きます。"
      + "書き込めるフォルダーにするか、`unset TMPDIR` でシステムの既定に戻してから、"
      + "コマンドをもう一度実行してください。",
    "{summary}. {next}": "{summary}。{next}",
    "{what} Run `{command}` to test every kata with the files as they are now.":
      "{what}`{command}` を実行すると、今のファイルのまま全カタをテストできます。",
    """
    {what} Your versions are saved in {folder}/. Run `{command}` to test every kata with the \
    files as they are now.
    """:
      "{what}置き換える前のファイルは {folder}/ に保存してあります。`{command}` を実行すると、"
      + "今のファイルのまま全カタをテストできます。",
    // Notes on the runner's own files: saved progress, the followed agenda, hint counts.
    "\"{key}\" is missing": "\"{key}\" がありません",
    "\"{state}\", which its own results deny": "\"{state}\" ですが、記録された結果と食い違っています",
    "a value has the wrong type": "値の型が違います",
    "a value is not one it can be": "取りえない値があります",
    "it does not hold hint counts": "ヒントの表示回数が入っていません",
    "it holds no agenda this runner wrote": "このランナーが書いたアジェンダが入っていません",
    "it is not a progress file": "進捗のファイルではありません",
    "it is not valid JSON": "正しい JSON ではありません",
    "no fingerprint of the files it was made from": "判定したときのファイルのフィンガープリントがありません",
    "not a kata of this course": "このコースのカタではありません",
    """
    you follow the agenda "{agenda}", but the course's agendas cannot be read, so you follow \
    the whole course for now. `{command} agenda --leave` stops following it. What went wrong: \
    {error}
    """:
      "アジェンダ「{agenda}」に従っていますが、コースのアジェンダを読み込めないため、今はコース全体を進めます。"
      + "`{command} agenda --leave` でアジェンダに従うのをやめられます。"
      + "原因: {error}",
    """
    you follow the agenda "{agenda}", which this course does not have (it has none), so you \
    follow the whole course for now. `{command} agenda --leave` stops following it.
    """:
      "アジェンダ「{agenda}」に従っていますが、このコースにそのアジェンダはありません（アジェンダが 1 つもありません）。"
      + "今はコース全体を進めます。`{command} agenda --leave` でアジェンダに従うのをやめられます。",
    """
    you follow the agenda "{agenda}", which this course does not have (its agendas: \
    {agendas}), so you follow the whole course for now. `{command} agenda <agenda> --follow` \
    follows another; `{command} agenda --leave` stops following it.
    """:
      "アジェンダ「{agenda}」に従っていますが、このコースにそのアジェンダはありません（あるアジェンダ: {agendas}）。"
      + "今はコース全体を進めます。別のアジェンダに従うには `{command} agenda <agenda> --follow`、"
      + "やめるには `{command} agenda --leave` を実行してください。",
    """
    the agenda "{agenda}" no longer has {kata}, which you jumped to (the course changed), so you \
    follow it from its first kata you have not done. `{command} start <kata>` jumps to another \
    of its katas.
    """:
      "アジェンダ「{agenda}」には、ジャンプした先の {kata} がもうありません（コースが変わりました）。"
      + "そのため、このアジェンダの未完了の最初のカタから進めます。"
      + "`{command} start <kata>` で、このアジェンダの別のカタにジャンプできます。",
    "{earlier}, {kata} ({why})": "{earlier}、{kata}（{why}）",
    "{kata} ({why})": "{kata}（{why}）",
    """
    {file} cannot be read (check its permissions), so no saved result is used and this run's \
    results replace it.
    """:
      "{file} を読み込めないため、保存済みの結果は使わず、今回の実行結果で置き換えます（権限を確認してください）。",
    "{file} could not be read ({problem}), so it will be rebuilt from this run.":
      "{file} を読み込めなかったため（{problem}）、今回の実行結果から作り直します。",
    """
    {file} could not be read ({why}), so hints start again from the first; the next hint \
    rewrites it.
    """:
      "{file} を読み込めなかったため（{why}）、ヒントは最初から表示します。次のヒントでファイルを書き直します。",
    """
    {file} could not be read ({why}), so you follow the whole course. `{command} agenda \
    <agenda> --follow` follows one again, and `{command} agenda --leave` removes the file.
    """:
      "{file} を読み込めなかったため（{why}）、コース全体を進めます。`{command} agenda <agenda> --follow` でもう一度アジェンダに従えます。"
      + "`{command} agenda --leave` でこのファイルを削除します。",
    """
    {file} has results this kata-runner does not take: {katas}. Those katas count as not \
    tested until they are tested again; `{command}` tests every kata.
    """:
      "{file} に、この kata-runner が採用しない結果があります: {katas}。"
      + "これらのカタはもう一度テストするまで未テストとして扱います。`{command}` ですべてのカタをテストできます。",
    "{file} is a folder, so no result can be saved: remove it (the next run makes the file again).":
      "{file} がフォルダーのため、結果を保存できません。削除してください（次の実行でファイルを作り直します）。",
    """
    {file} is in format {version}, which this kata-runner does not know (it reads format \
    {known}; was it saved by a newer course?), so no saved result is used and this run's \
    results replace it.
    """:
      "{file} は形式 {version} で、この kata-runner には読めません（読めるのは形式 {known}。"
      + "新しいコースで保存されたものかもしれません）。保存済みの結果は使わず、今回の実行結果で置き換えます。",
    "{what}, at {path}": "{what}（場所: {path}）",
    // What a kata needs, files that changed while tested, output that could not be written.
    "A file of {katas} changed while it was tested: testing again…":
      "テスト中にカタ {katas} のファイルが変更されました。もう一度テストします…",
    "It waits on {first}, not done either: start there.":
      "それが前提とする {first} も、まだ完了していません。そこから始めてください。",
    "They wait on {first}, not done either: start there.":
      "それらが前提とする {first} も、まだ完了していません。そこから始めてください。",
    """
    The files of {katas} changed each time they were tested, so these results may not be those \
    of your files as saved now: check again once your editor has saved (`{command} check \
    {kata}`).
    """:
      "カタ {katas} のファイルがテストのたびに変更されていたため、この結果は今保存されているファイルのものではないかもしれません。"
      + "エディターが保存し終えてから、もう一度確認してください（`{command} check {kata}`）。",
    "an unknown error": "原因不明のエラー",
    "free some space, or send it somewhere else, and run the command again.":
      "ディスクの空きを増やすか、出力先を変えて、コマンドをもう一度実行してください。",
    "send it somewhere else, such as the terminal, and run the command again.":
      "ターミナルなど別の出力先に変えて、コマンドをもう一度実行してください。",
    """
    standard output is closed (as `>&-` closes it): send it to the terminal, a file or a pipe, \
    and run the command again.
    """:
      "標準出力が閉じられています（`>&-` を付けた場合など）。ターミナル、ファイル、パイプのいずれかに出力して、"
      + "コマンドをもう一度実行してください。",
    "the output could not be written ({reason}), so it is incomplete: {next}":
      "出力を書き込めなかったため（{reason}）、出力は途中までです。{next}",
    "{kata} ({uses})": "{kata}（{uses}）",
    """
    {kata} uses {list}, which are not done yet: finish those first, or run `{command} start \
    {kata}` to put in the references before it.
    """:
      "{kata} は {list} を使いますが、どれもまだ完了していません。先にそれらを終えるか、"
      + "`{command} start {kata}` を実行して、それより前のカタに模範解答を入れてください。",
    """
    {kata} uses {list}, which are not done yet: finish those first, or run `{command} start \
    {kata}` to put in their references (your files backed up first).
    """:
      "{kata} は {list} を使いますが、どれもまだ完了していません。先にそれらを終えるか、"
      + "`{command} start {kata}` を実行して、それらの模範解答を入れてください（現在のファイルは先にバックアップします）。",
    """
    {kata} uses {list}, which is not done yet: finish it first, or run `{command} start \
    {kata}` to put in its reference (your files backed up first).
    """:
      "{kata} が使う {list} は、まだ完了していません。先にそれを終えるか、`{command} start {kata}` を実行して、"
      + "その模範解答を入れてください（現在のファイルは先にバックアップします）。",
    """
    {kata} uses {list}, which is not done yet: finish it first, or run `{command} start \
    {kata}` to put in the references before it.
    """:
      "{kata} が使う {list} は、まだ完了していません。先にそれを終えるか、`{command} start {kata}` を実行して、"
      + "それより前のカタに模範解答を入れてください。",
    // Interruptions, lessons in the terminal, the end of the course.
    "kata-runner interrupted.": "kata-runner を中断しました。",
    "kata-runner interrupted; every build and test it started is stopped.":
      "kata-runner を中断しました。開始したビルドとテストはすべて止めました。",
    "kata-runner stopped by signal {signal}.": "kata-runner はシグナル {signal} で停止しました。",
    "kata-runner stopped by signal {signal}; every build and test it started is stopped.":
      "kata-runner はシグナル {signal} で停止しました。開始したビルドとテストはすべて止めました。",
    "Run `{command} hint {kata}` to see them one at a time.":
      "`{command} hint {kata}` を実行すると、ヒントを 1 つずつ表示できます。",
    "{summary} (folded here: read it in {file} at line {line})":
      "{summary}（ここでは折りたたんでいます。{file} の {line} 行目で読めます）",
    "Folded": "折りたたみ",
    "Name one to go back to it, such as `{command} {name} {kata}`.":
      "戻りたいカタがあれば、`{command} {name} {kata}` のように指定してください。",
    // What changed since a verdict was made, for list.
    "its own files": "カタ自身のファイル",
    "its tests": "カタのテスト",
    "a test file every kata shares": "全カタ共通のテストファイル",
    "{kata}'s files": "カタ {kata} のファイル",
    "another kata's files": "ほかのカタのファイル",
    // The class table (kata-course table), in the instructor's language; lengths of time.
    "({title})": "（{title}）",
    "1 hour": "1 時間",
    "1 minute": "1 分",
    "{count} hours": "{count} 時間",
    "{count} minutes": "{count} 分",
    "{hours} {minutes}": "{hours} {minutes}",
    "{title} ({duration})": "{title}（{duration}）",
    "a device": "デバイス",
    "a folder": "フォルダー",
    "a symbolic link to {target}": "{target} へのシンボリックリンク",
    "longer than {limit} MB ({size} bytes)": "{limit} MB を超えるファイル（{size} バイト）",
    "{file} is {why}, so the English lesson is shown.":
      "{file}（{why}）は表示できないため、英語のレッスンを表示します。",
    "{file}: the lesson of kata {kata} is {why}. Restore it with `git checkout -- {file}`.":
      "{file}: カタ {kata} のレッスンがレッスンのファイルではありません（{why}）。"
      + "`git checkout -- {file}` で元に戻してください。",
    "a named pipe (FIFO)": "名前付きパイプ（FIFO）",
    "a socket": "ソケット",
    "not a regular file": "通常のファイル以外のもの",
    "done": "完了",
    "crashed: {cause}": "クラッシュしました: {cause}",
    "did not run: {reason}": "実行されませんでした: {reason}",
    "ran longer than {limit}": "制限時間 {limit} を超えました",
    "{seconds} s": "{seconds} 秒",
    // A compiler's diagnostic, as compilers print it; a message in it may be the runner's.
    "{position}: {severity}: {message}": "{position}: {severity}: {message}",
    // Sentences results record as messages (why a test crashed or did not run, what a compile
    // check found), said in the language of whoever reads the result.
    "Preparing this kata's tests (the arguments of its parameterized tests come from your code)":
      "このカタのテストの準備（パラメータ化テストの引数は自分のコードから作られます）",
    "The tests of {suite}": "{suite} のテスト",
    """
    a Swift runtime trap (signal {signal}), such as a failed precondition or a force unwrap of \
    nil
    """:
      "Swift ランタイムのトラップ（シグナル {signal}）。precondition の失敗や nil の強制アンラップなどで起きます",
    "another test of this kata crashed or hung first": "このカタの別のテストが先にクラッシュしたか、ハングしました",
    "killed (signal 9): the system may have run out of memory, or someone stopped it":
      "強制終了されました（シグナル 9）。メモリが足りなくなったか、誰かが止めた可能性があります",
    """
    no test of the suite {suite} was found in {folder}: it was renamed or its file deleted; \
    `git checkout -- {tests}` puts the course's tests back
    """:
      "{folder} にテストスイート {suite} のテストが見つかりません。名前が変わったか、"
      + "ファイルが削除されています。`git checkout -- {tests}` でコースのテストを元に戻せます",
    "only the left side of == has {value}": "== の左辺にだけ {value} があります",
    "only the right side of == has {value}": "== の右辺にだけ {value} があります",
    """
    stack overflow or bad memory access (signal {signal}): often a function or property that \
    calls itself without end
    """:
      "スタックオーバーフローか不正なメモリアクセス（シグナル {signal}）。多くの場合、"
      + "関数やプロパティが自分自身を終わりなく呼び出しています",
    "swiftc failed (exit status {status}) without reporting an error.":
      "swiftc がエラーを報告しないまま失敗しました（終了ステータス {status}）。",
    "swiftc failed (exit status {status}) without reporting an error. Its last line: {line}":
      "swiftc がエラーを報告しないまま失敗しました（終了ステータス {status}）。"
      + "最後の行: {line}",
    "swiftc ran out of time.": "swiftc が時間切れになりました。",
    "swiftc was stopped by signal {signal} before it reported on this code.":
      "swiftc がこのコードについて報告する前に、シグナル {signal} で停止しました。",
    "swiftc was stopped by signal {signal} before it reported on this code. Its last line: {line}":
      "swiftc がこのコードについて報告する前に、シグナル {signal} で停止しました。"
      + "最後の行: {line}",
    "the test process exited with code {code} mid-test": "テストの途中で、テストプロセスが終了コード {code} で終了しました",
    "the test process stopped outside any test ({termination}): {tail}":
      "テストプロセスがテストの外で停止しました（{termination}）: {tail}",
    "the test process was stopped": "テストプロセスが停止されました",
    "the test process was stopped by signal {signal}": "テストプロセスがシグナル {signal} で停止しました",
    "this file is empty": "このファイルは空です",
    "this file is missing": "このファイルがありません",
    "{origin}: could not be checked: {reason}": "{origin}: チェックできませんでした: {reason}",
    "{position}: this line is marked `// expected-error` but it compiled":
      "{position}: この行には `// expected-error` の印がありますが、"
      + "コンパイルできてしまいました",
    "{problem}; `{command} reset {kata}` restores it": "{problem}。`{command} reset {kata}` で元に戻せます",
    // verify's findings, for the maintainers and instructors who check the course.
    "\"{heading}\" has no `<details><summary>{hint} 1</summary>` blocks":
      "\"{heading}\" に `<details><summary>{hint} 1</summary>` のブロックがありません",
    "missing the line \"{label} `<file>`\" that names the files to edit":
      "編集するファイルを示す \"{label} `<file>`\" の行がありません",
    "missing the section \"{section}\" (or it is out of order)":
      "節 \"{section}\" がありません（または順序が違います）",
    "the first line should be \"{title}\"": "1 行目は \"{title}\" にしてください",
    """
    the line "{label}" names {named}, where the curriculum's kata edits {edits} (its "edits", \
    or else its "files")
    """:
      "\"{label}\" の行は {named} を挙げていますが、カリキュラムでこのカタが編集するのは {edits} です（\"edits\"、"
      + "なければ \"files\" の値）",
    // report --format markdown, in the learner's language (the JSON stays English).
    "# BuilderKatas progress: {learner}": "# BuilderKatas の進捗: {learner}",
    "compile-error": "コンパイルエラー",
    "failing": "未完了",
    "given": "模範解答を入れたもの",
    // The mark before an error, as `git` says it in Japanese.
    "error:": "エラー:",
    "| time | minutes | what | katas |": "| 時刻 | 分 | 内容 | カタ |",
    "katas {count}": "カタ {count}",
    "demo {count}": "デモ {count}",
    "talk {count}": "説明 {count}",
    "break": "休憩",
    "End.": "終了。",
    "{first} to {last}": "{first}〜{last}",
    "{kata} ({katas} put in)": "{kata}（{katas} は模範解答を入れる）",
    "pending": "未実行",
    "status": "状態",
    "tests edited": "テスト編集あり",
    "tests passing": "成功したテスト",
    "tested before another kata's file changed": "ほかのカタのファイルが変わる前のテスト結果",
    "title": "タイトル",
    "{done} of {total} katas done ({given} given by start or solution --apply).":
      "{total} 個のカタのうち {done} 個が完了（うち {given} 個は `start` か `solution --apply` で模範解答を入れたもの）。",
    """
    {done} of {total} katas done ({given} given by start or solution --apply); current kata: \
    {kata}.
    """:
      "{total} 個のカタのうち {done} 個が完了（うち {given} 個は `start` か `solution --apply` で模範解答を入れたもの）。"
      + "現在のカタ: {kata}。",
    "{done} of {total} katas done.": "{total} 個のカタのうち {done} 個が完了。",
    "{done} of {total} katas done; current kata: {kata}.":
      "{total} 個のカタのうち {done} 個が完了。現在のカタ: {kata}。",
  ]
}
