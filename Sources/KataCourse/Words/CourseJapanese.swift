import KataRunnerCore

/// kata-course's sentences in Japanese: verify's, the class table's and the program's own, keyed
/// by their English as this module's sources write them, beside the core's catalogue
/// (`Japanese` in `KataRunnerCore`), which holds what every program says. A maintainers' test
/// (`WordsTests.catalogueInStep`) proves that each module's table has every key its sources use
/// that the core's lacks, with the same placeholders, and no other.
///
/// Written to the terms and style of `Lessons/ja/GLOSSARY.md`.
enum CourseJapanese {
  static let catalogue: [String: String] = [
    // Help: the programs, their commands and their exit codes.
    "Prove the katas can be done in order (each fails as a stub, passes once solved); --course leaves out the engine's and the runner's own tests.":
      "カタを順に解けることを証明します。どのカタも、スタブのままでは失敗し、解くと成功します。--course ではエンジンとランナー自身のテストを除きます。",
    "Merge learners' JSON reports into a class table (markdown, or --format json); --agenda reads it against a workshop's agenda.":
      "学習者の JSON レポートを、受講者の進捗表にまとめます（markdown、または --format json）。--agenda でワークショップのアジェンダに照らして読みます。",
    "kata-course: prove the course (verify) and read the room (table), for its maintainers and instructors. Learners run ./kata-runner.":
      "kata-course: コースを証明し（verify）、教室の様子を読みます（table）。メンテナーと講師向けです。学習者は ./kata-runner を使います。",
    "success (for verify: every kata is sound)":
      "成功（verify では、すべてのカタが健全）",
    "verify: something failed":
      "verify: どこかが失敗した",
    // Errors in what a learner typed (`RunnerError`), said where the language is known.
    "None of the files is a report to merge: each learner makes one with `{command} report > <name>.json`.":
      "まとめられるレポートがありません。学習者はそれぞれ `{command} report > <name>.json` でレポートを作ります。",
    // What options and arguments take (`ArgumentScanner`), said inside the errors above.
    "an agenda's id, such as half-day": "アジェンダの ID（half-day など）",
    // Errors and the faults a learner can meet: files, folders, git, swift, the course's own files.
    "The maintainers' package was neither built nor tested.": "メンテナー用のパッケージはビルドもテストもされませんでした。",
    "Verification waits without a limit, so it never times out.": "検証は時間制限なしで待つため、タイムアウトしません。",
    // The class table (kata-course table), in the instructor's language; lengths of time.
    "({notes})": "（{notes}）",
    "Agenda {agenda}, {heading}: {katas}. Katas off the agenda are not counted.":
      "アジェンダ {agenda}、{heading}: {katas}。アジェンダにないカタは数えません。",
    "More learners are on kata {kata} than on any other ({count} of {learners}).":
      "カタ {kata} に取り組んでいる学習者がいちばん多くいます（{learners} 人中 {count} 人）。",
    "Most learners are on kata {kata} ({count} of {learners}).":
      "学習者の大半がカタ {kata} に取り組んでいます（{learners} 人中 {count} 人）。",
    "another course version: {commit}": "コースの別バージョン: {commit}",
    "learner": "学習者",
    "current kata": "現在のカタ",
    "stuck on": "つまずいている点",
    "reported at": "報告日時",
    "does not compile": "コンパイルエラー",
    "does not compile: {error}": "コンパイルエラー: {error}",
    "finished": "すべてのカタを完了",
    "finished the agenda": "アジェンダのカタをすべて完了",
    "for {hours} h {minutes} min: {blocker}": "経過 {hours} 時間 {minutes} 分: {blocker}",
    "for {minutes} min: {blocker}": "経過 {minutes} 分: {blocker}",
    "for under a minute: {blocker}": "経過 1 分未満: {blocker}",
    "uses {katas}, not done yet": "使うカタ {katas} が未完了",
    """
    is {why}, which no learner's runner shows. Next step: make it a file of the course (`git \
    rm` the link, then add the lesson's text in its place).
    """:
      "はレッスンのファイルではありません（{why}）。学習者のランナーでは表示されません。"
      + "次の手順: `git rm` でリンクを削除し、その場所にレッスンの本文を置いて、コースのファイルにしてください。",
    "it lists katas the course does not have ({katas})": "コースにないカタが含まれています（{katas}）",
    "it says {done} of {total} done, its katas show {shown} of {course}":
      "{total} 個中 {done} 個完了とありますが、カタの記録では {course} 個中 {shown} 個です",
    "its JSON is not a report": "JSON がレポートの形ではありません",
    "its current kata, {kata}, is not the course's": "現在のカタ {kata} はこのコースのカタではありません",
    "no such file": "ファイルがありません",
    "{file}: left out, there is no such file.": "{file}: ファイルがないため、除外しました。",
    "not in the report": "レポートにありません",
    "not run yet": "未実行",
    "skipped: {katas}": "飛ばしたカタ: {katas}",
    "tests edited: {katas}": "テスト編集あり: {katas}",
    "unknown": "不明",
    "{done} + {given} given/{total}": "{done}/{total}（ほかに模範解答 {given}）",
    "{earlier}; {next}": "{earlier}。{next}",
    """
    {file} says it was made at {time}, later than now: its machine's clock is wrong or the \
    file was edited, so it counts as the oldest of its learner's reports.
    """:
      "{file} は {time} に作られたことになっていますが、これは現在より後です。作ったマシンの時計がずれているか、"
      + "ファイルが編集されています。その学習者のレポートのうち最も古いものとして扱います。",
    "{file}: left out, it is not a report made by `{command} report --format json` ({reason}).":
      "{file}: `{command} report --format json` で作られたレポートではないため、"
      + "除外しました（{reason}）。",
    "{file}: left out, it is {kind}, not a report file. Name the files the learners handed in.":
      "{file}: レポートのファイルではなく{kind}のため、除外しました。学習者から受け取ったファイルを指定してください。",
    """
    {file}: left out, its format is version {version} and this runner reads version {known}: \
    the runner of the course that wrote it can.
    """:
      "{file}: 形式がバージョン {version} で、このランナーが読めるのはバージョン {known} のため、"
      + "除外しました。書き出したコースのランナーなら読めます。",
    "{learner} (clone {clone})": "{learner}（クローン {clone}）",
    "{learner}: {count} reports; the newest, {file} (reported at {time}), is shown, not {older}.":
      "{learner}: レポートが {count} 件あります。最新の {file}（報告日時 {time}）を表示し、"
      + "{older} は表示しません。",
    "{learner}: {problems}; the table counts its katas against the course.":
      "{learner}: {problems}。表ではコースに照らしてカタを数えます。",
    // verify's progress lines and table.
    "Copying the package to {folder}…": "パッケージを {folder} にコピーしています…",
    "Problems:": "問題:",
    "The agendas jump to {katas}: proving their needs first…":
      "アジェンダは {katas} へ飛びます。まずその前提（needs）を確かめます…",
    "The engine's and the runner's tests run beside the walk, once their package is built.":
      "エンジンとランナーのテストは、そのパッケージがビルドされしだい、カタを順にたどる検証と並行して実行します。",
    "Waiting for another `{command} verify` of this package to finish (they would share {folder})…":
      "このパッケージの別の `{command} verify` が終わるのを待っています（同時に動くと {folder} を共有してしまうため）…",
    "With only {katas} solved: building and testing {kata}…":
      "{katas} だけを解いた状態: {kata} をビルドしてテストしています…",
    "With {state}: building…": "{state}: ビルドしています…",
    "With {state}: running every kata test…": "{state}: すべてのカタのテストを実行しています…",
    "With {state}: testing {katas}…": "{state}: {katas} をテストしています…",
    "With {state}: waiting for the engine's and the runner's tests…":
      "{state}: エンジンとランナーのテストを待っています…",
    "all references": "全模範解答",
    "every kata as a stub": "すべてのカタがスタブ",
    "every kata at its reference": "すべてのカタが模範解答",
    "fails as stub": "スタブで失敗",
    "passes in order": "順に解いて成功",
    "lesson": "レッスン",
    "structure": "構成",
    "project": "プロジェクト",
    """
    fails as stub: the kata's tests and checks, with the katas before it solved, it and the
      later ones stubs. passes in order: the same, once it is solved. all references: every
      test, with every kata solved. -: not run.
    """:
      "スタブで失敗: そのカタのテストとコンパイルチェックを、前のカタだけを解いた状態で実行。"
      + "\n  順に解いて成功: 同じテストとコンパイルチェックを、そのカタも解いた状態で実行。"
      + "\n  全模範解答: すべてのカタを解いた状態で、すべてのテストを実行。-: 未実行。",
    "kata {kata}": "カタ {kata}",
    """
    the stubs of {katas} differ from the course's (git {revision}), as in a clone someone \
    practised in. verify tests the files as they are, so a solved stub passes where a stub \
    must fail ("fails as stub"). To verify the course as learners get it, verify a fresh \
    clone, or `git stash` first and `git stash pop` after.
    """:
      "{katas} のスタブがコースのもの（git {revision}）と異なります。誰かが練習したクローンのようです。"
      + "verify はファイルをそのままテストするため、解いたスタブは、失敗すべきところ（「スタブで失敗」）で成功してしまいます。"
      + "学習者が受け取るままのコースを検証するには、新しいクローンで verify するか、先に `git stash` をして後で `git stash pop` をしてください。",
    "verify took {time}": "verify の所要時間: {time}",
    "{katas} and {count} more": "{katas} ほか {count} 個",
    "{passed} passed, {failed} failed": "成功 {passed}、失敗 {failed}",
    "{solved} at reference and {stubs} as a stub": "{solved} が模範解答、{stubs} がスタブ",
    "{solved} at reference and {stubs} as stubs": "{solved} が模範解答、{stubs} がスタブ",
    // verify's findings, for the maintainers and instructors who check the course.
    """
    Next step: add the kata whose code it uses to the needs of {kata} in {file}, with what it \
    uses.
    """:
      "次の一手: {file} の {kata} の needs に、そのテストが使うコードを書くカタを、"
      + "使っているもの（uses）とともに加えてください。",
    "Next step: put the table `{command} agenda {agenda}` prints under `{heading}` in {guide}.":
      "次の一手: `{command} agenda {agenda}` が出力する表を、{guide} の `{heading}` の下に置いてください。",
    "a block comment": "ブロックコメント",
    "a multi-line string literal": "複数行の文字列リテラル",
    "did not run with {state}: {reason}": "{state}の状態で実行されませんでした: {reason}",
    """
    fails with only {katas} solved (every other kata a stub):
    {failures}
    {fix}
    """:
      "{katas} だけを解いた状態（ほかはすべてスタブ）で失敗します:\n{failures}\n{fix}",
    """
    fails with {state}, and with every kata at its reference too.
    Next step: fix the reference in Sources/Builders or the test.
    {explanation}
    """:
      "{state}の状態で失敗し、すべてのカタが模範解答の状態でも失敗します。\n次の一手: Sources/Builders の模範解答か、"
      + "テストを直してください。\n{explanation}",
    """
    fails with {state}, but passes with every kata at its reference: it needs a later kata.
    Next step: {move}
    {explanation}
    """:
      "{state}の状態で失敗しますが、すべてのカタが模範解答の状態では成功します。後のカタが必要なテストです。"
      + "\n次の一手: {move}\n{explanation}",
    """
    fails with {state}.
    Next step: if it passes with every kata at its reference (`{filter}`), it needs a later \
    kata: {move} If not, fix the reference or the test.
    {explanation}
    """:
      "{state}の状態で失敗します。\n次の一手: すべてのカタが模範解答の状態で成功するなら（`{filter}`）、"
      + "後のカタが必要なテストです。{move}成功しないなら、模範解答かテストを直してください。"
      + "\n{explanation}",
    """
    fails with {state}:
    {problems}
    """:
      "{state}の状態で失敗します:\n{problems}",
    """
    holds with {state}: this check cannot tell a solved kata from an unsolved one.
    Next step: make a line that only a solved {kata} rejects end with `// expected-error`, or \
    move the check to the kata whose rule it proves.
    """:
      "{state}の状態で成り立ってしまいます。このコンパイルチェックでは、解いたカタと解いていないカタを区別できません。"
      + "\n次の一手: 解いた {kata} でだけコンパイルエラーになる行の末尾に `// expected-error` を付けるか、"
      + "このコンパイルチェックを、それが確かめるルールを扱うカタへ移してください。",
    "is missing": "ファイルがありません",
    "is skipped with {state} ({reason}): a test that does not run proves nothing":
      "{state}の状態でスキップされます（{reason}）。実行されないテストは何も確かめません",
    "it continues agenda \"{agenda}\", which {file} does not have":
      "アジェンダ \"{agenda}\" の続きになっていますが、{file} にそのアジェンダがありません",
    "it does kata {kata} twice (or the agenda it continues did it)":
      "カタ {kata} を 2 回行っています（または、このアジェンダが続ける元のアジェンダですでに行っています）",
    "it has no heading \"{heading}\" (the sum of its katas' minutes)":
      "見出し \"{heading}\" がありません（カタの所要時間の合計）",
    "it names kata {kata}, which {file} does not have": "カタ {kata} を挙げていますが、{file} にそのカタがありません",
    "its id is used by another agenda too": "その id は別のアジェンダでも使われています",
    """
    its rows add up to {total} (katas {katas} minutes, talks, demos and breaks {others}), not \
    the {declared} it declares.
    Next step: cut a kata from a row (a kata's minutes are what learners need, so keep them), \
    or change the agenda's minutes, and its section in {guide}.
    """:
      "行の合計が {total} です（カタ {katas} 分、説明・デモ・休憩 {others} 分）。"
      + "宣言している {declared} と合いません。\n次の一手: 行からカタを外すか（カタの所要時間は学習者に必要な時間なので、"
      + "変えないでください）、アジェンダの所要時間と {guide} のその節を変えてください。",
    "kata {kata} has no minutes in {file}, so its rows cannot add up":
      "{file} でカタ {kata} に所要時間（`minutes`）がないため、行の合計を計算できません",
    "katas {first}-{last}": "カタ {first}-{last}",
    "katas {katas} declare no `tests`": "カタ {katas} が `tests` を宣言していません",
    "katas {katas} have no `minutes`": "カタ {katas} に `minutes` がありません",
    "line {number}: {what}": "{number} 行目: {what}",
    "listed in {file}": "{file} の一覧",
    "minutes in {file}": "{file} の所要時間",
    """
    move it to the later kata whose code it uses (its lesson can mention it), or rewrite it \
    with the code of {earlier} only.
    """:
      "このテストを、それが使うコードを書く後のカタへ移すか（レッスンで触れてもかまいません）、"
      + "{earlier} のコードだけで書き直してください。",
    "needs in {file}": "{file} の needs",
    "no test of {folder} has this suite, which {file} names":
      "{file} が挙げるこのスイートのテストが、{folder} に 1 つもありません",
    """
    passes with {state}, so it cannot tell a solved kata from an unsolved one.
    Next step: make it check what {files} must do, so that the untouched stub fails it; if it \
    tests an earlier kata's code, move it to that kata.
    """:
      "{state}の状態で成功してしまうため、解いたカタと解いていないカタを区別できません。"
      + "\n次の一手: {files} がすべきことを確かめるテストにして、手つかずのスタブでは失敗するようにしてください。"
      + "前のカタのコードを確かめているなら、そのカタへ移してください。",
    "stubs against references": "スタブと模範解答の比較",
    "suite {suite}": "スイート {suite}",
    "test files in {file}": "{file} のテストファイル",
    """
    the guide has no section `{heading}`.
    {fix}
    """:
      "ガイドに節 `{heading}` がありません。\n{fix}",
    "the guide is missing": "ガイドがありません",
    """
    the guide says
      {shown}
    where the data makes
      {expected}
    """:
      "ガイドでは\n  {shown}\nですが、データからは\n  {expected}\nになります",
    "the guide's table has {shown} lines where the data makes {expected}":
      "ガイドの表は {shown} 行ですが、データからは {expected} 行になります",
    """
    the maintainers' package does not build:
    {errors}
    """:
      "メンテナー用のパッケージをビルドできません:\n{errors}",
    """
    the package does not compile with only {katas} solved:
    {errors}
    """:
      "{katas} だけを解いた状態ではパッケージをコンパイルできません:\n{errors}",
    """
    the package does not compile with {state}:
    {errors}
    """:
      "{state}の状態ではパッケージをコンパイルできません:\n{errors}",
    """
    the row "{row}…" gives {minutes} minutes to the demo {demo} but does not say `kata-demo \
    {demo}`
    """:
      "行 \"{row}…\" はデモ {demo} に {minutes} 分を割り当てていますが、"
      + "`kata-demo {demo}` と書かれていません",
    "the row of {kata} does not end with \"{ending}\"": "{kata} の行が \"{ending}\" で終わっていません",
    """
    the table differs from {file}: {detail}
    {fix}
    """:
      "表が {file} と異なります: {detail}\n{fix}",
    "{file} has no link to this kata's lesson ({link})": "{file} にこのカタのレッスンへのリンクがありません（{link}）",
    "{file} has {what}, which the comparison cannot read": "{file} に比較では読めない{what}があります",
    "{file} is declared but does not exist": "{file} は宣言されていますが、存在しません",
    "{file} is in no kata's `tests` nor in `sharedTests`":
      "{file} はどのカタの `tests` にも `sharedTests` にもありません",
    "{file} links to SOURCES.md": "{file} から SOURCES.md へのリンク",
    "{file} outline": "{file} の構成",
    "{file}, agenda \"{agenda}\"": "{file}、アジェンダ \"{agenda}\"",
    "{file}, agenda {agenda}": "{file}、アジェンダ {agenda}",
    "{file}, module {number}'s minutes": "{file}、モジュール {number} の所要時間",
    "{file}:{line} link to SOURCES.md#{anchor}": "{file}:{line} の SOURCES.md#{anchor} へのリンク",
    "{file}:{line} swift block": "{file}:{line} の swift ブロック",
    """
    {problems}.
    Next step: list each kata's test files in its `tests` (a fixture in those of every kata \
    that uses it), and a file every kata's tests use in `sharedTests`.
    """:
      "{problems}。\n次の一手: 各カタのテストファイルをその `tests` に挙げ（フィクスチャは使うすべてのカタに）、"
      + "全カタのテストが使うファイルは `sharedTests` に挙げてください。",
    """
    {problems}.
    Next step: make the index say what {file} says (the katas' `minutes`).
    """:
      "{problems}。\n次の一手: 目次を {file} の内容（カタの `minutes`）に合わせてください。",
    """
    {problems}.
    Next step: make the stub and the reference agree outside the learner's regions, or put a \
    `// TODO: Kata {kata}` comment in the declaration the learner changes.
    """:
      "{problems}。\n次の一手: 学習者が書く部分以外でスタブと模範解答を一致させるか、"
      + "学習者が変える宣言に `// TODO: Kata {kata}` のコメントを入れてください。",
    """
    {reference}:{line} `{code}` is not in {stub}, a file given whole (it has no `// TODO: \
    Kata` comment)
    """:
      "{reference}:{line} の `{code}` が {stub} にありません。"
      + "このファイルは丸ごと渡されるものです（`// TODO: Kata` のコメントがありません）",
    "{stub} or {reference} cannot be read": "{stub} か {reference} を読み込めません",
    """
    {stub}:{line} `{code}` is not in {reference}, and no `// TODO: Kata` comment makes its \
    declaration the learner's
    """:
      "{stub}:{line} の `{code}` が {reference} になく、その宣言が学習者の書く部分であることを示す `// TODO: Kata` のコメントもありません",
    "{stub}:{line} names kata {kata}, which does not edit this file":
      "{stub}:{line} はカタ {kata} を挙げていますが、そのカタはこのファイルを編集しません",
    // verify's check of the tests' Japanese names.
    "\"{name}\" names no test of this kata": "\"{name}\" はこのカタのどのテストの名前でもありません",
    "it is not a table of test words ({problem})": "テスト名とコメントの表になっていません（{problem}）",
    "no Japanese for \"{name}\"": "\"{name}\" の日本語名がありません",
    """
    no literal of the expectation here renders as its comment ("{comment}"), so the runner \
    cannot say it in Japanese. Next step: write the comment as one string literal in the \
    #expect, #require or Issue.record call, with every sentence in it.
    """:
      "ここの期待値の確認には、コメント（\"{comment}\"）のとおりに描画されるリテラルがないため、ランナーはこれを日本語にできません。"
      + "次の一手: コメントは、すべての文を含む 1 つの文字列リテラルとして #expect、#require、Issue.record の呼び出しに書いてください。",
    "\"{word}\" is in the curriculum no more": "\"{word}\" はもうカリキュラムにありません",
    "no Japanese for \"{word}\"": "\"{word}\" の日本語がありません",
    "the Japanese of {file}'s titles and words": "{file} のタイトルと言葉の日本語",
    "{file} in step with {english}": "{file} と {english} の対応",
    "{file} is not a table of the curriculum's words ({problem})":
      "{file} はカリキュラムの言葉の表になっていません（{problem}）",
    """
    Next step: give each module and kata title, each need's "uses" and each known error's \
    "cause" of {curriculum} its Japanese in {file}, keyed by the English, and remove what the \
    curriculum no longer has.
    """:
      "次の一手: {curriculum} のモジュールとカタのタイトル、needs の \"uses\"、knownErrors の "
      + "\"cause\" のそれぞれに、英語をキーにして {file} で日本語を付け、カリキュラムにもうないものは削除してください。",
    "\"{word}\" is in the agendas no more": "\"{word}\" はもうアジェンダにありません",
    "the Japanese of {file}'s titles and rows": "{file} のタイトルと各行の日本語",
    "{file} is not a table of the agendas' words ({problem})":
      "{file} はアジェンダの言葉の表になっていません（{problem}）",
    """
    Next step: give each agenda's title and each row's "what" of {agendas} its Japanese in \
    {file}, keyed by the English, and remove what the agendas no longer have.
    """:
      "次の一手: {agendas} の各アジェンダのタイトルと各行の \"what\" に、英語をキーにして {file} で"
      + "日本語を付け、アジェンダにもうないものは削除してください。",
    "no Japanese for the compile check \"{rule}\"": "コンパイルチェック \"{rule}\" の日本語がありません",
    "\"{rule}\" is no compile check of this kata": "\"{rule}\" はこのカタのどのコンパイルチェックでもありません",
    "no Japanese for the comment \"{comment}\"": "コメント \"{comment}\" の日本語がありません",
    "\"{comment}\" is no comment of this kata's tests":
      "\"{comment}\" はこのカタのテストのどのコメントでもありません",
    """
    the comment of the expectation at {position} is not written as a string literal, so no \
    table can say it
    """: "{position} の期待値の確認のコメントが文字列リテラルで書かれていないため、表から日本語にできません",
    """
    the Japanese of the comment "{comment}" does not write the same interpolations (missing: \
    {missing}; not in the English: {extra})
    """:
      "コメント \"{comment}\" の日本語に、英語と同じ補間がありません（足りない補間: {missing}、"
      + "英語にない補間: {extra}）",
    "the Japanese names and comments of the tests in {file}": "{file} のテストの日本語名とコメント",
    """
    {problems}
    Next step: give each test's display name, as its `@Test("…")` writes it, and each \
    expectation's comment, as its literal writes it with each `\\(…)` kept, their Japanese, and \
    remove what the tests no longer have.
    """:
      "{problems}\n次の一手: 各テストの表示名（`@Test(\"…\")` に書かれたとおり）と、各期待値の確認のコメント"
      + "（リテラルに書かれたとおりで、`\\(…)` はそのまま）に日本語を付け、テストにもうないものは削除してください。",
    // A kata of a course with a Japanese edition whose tests have no Japanese names.
    """
    the course has a Japanese edition, but this kata's tests have no Japanese names. Next \
    step: write the table, as {example} does.
    """:
      "このコースには日本語版がありますが、このカタのテストには日本語名がありません。次の一手: {example} にならって表を書いてください。",
    """
    the course has a Japanese edition, but this kata's lesson has none. Next step: \
    translate {english} into {file}; verify then names the line that ends it.
    """:
      "このコースには日本語版がありますが、このカタのレッスンには日本語版がありません。次の一手: {english} を {file} に翻訳してください。最後の行に書く内容は verify が示します。",
    // verify's findings, for the maintainers and instructors who check the course.
    """
    {file} has no anchor "{anchor}".
    Next step: link the anchor of the claim's row in {file}, or add `<a id="{anchor}"></a>` at \
    the start of the row that sources this claim.
    """:
      "{file} にアンカー \"{anchor}\" がありません。\n次の一手: {file} のその主張の行のアンカーにリンクするか、"
      + "この主張の出典となる行の先頭に `<a id=\"{anchor}\"></a>` を加えてください。",
    """
    {file} is missing.
    Next step: restore it (every lesson's sources are there), or remove the link.
    """:
      "{file} がありません。\n次の一手: ファイルを元に戻すか（すべてのレッスンの出典を載せたファイルです）、"
      + "リンクを削除してください。",
    // verify's check of the tests' Japanese names.
    """
    it was not written from the English lesson as it is now: its last line should be "{hash}". \
    Next step: bring it up to date with the English (`git log -p -- {english}` shows what \
    changed), then end it with that line.
    """:
      "今の英語のレッスンから書かれたものではありません。最後の行は \"{hash}\" のはずです。"
      + "次の一手: 英語に合わせて更新し（変更は `git log -p -- {english}` で確認できます）、最後にその行を書いてください。",
    """
    its code block {number} ({line}) is not the English one ({english}). Next step: copy the \
    English block; in a Swift block only the text of a comment may change, and a checker's \
    marker such as `// expected-error` stays as it is.
    """:
      "コードブロック {number}（{line}）が英語のもの（{english}）と違います。次の一手: 英語のブロックを写してください。"
      + "Swift のブロックで変えてよいのはコメントの文だけで、`// expected-error` のようなチェッカーの印はそのまま残します。",
    """
    its headings differ from the English from heading {number} on ({line}: "{mine}", where the \
    English has {english}: "{theirs}"). Next step: give each heading of the English its \
    translation, at the same level and in the same order.
    """:
      "見出し {number} 以降が英語と違います（{line}: \"{mine}\"、英語では {english}: \"{theirs}\"）。"
      + "次の一手: 英語の各見出しを、同じレベル、同じ順序で訳してください。",
    """
    its hints and folded blocks are {mine} where the English has {count} ({first} and on). Next \
    step: give each `<details>` block of the English its translation, in the same order, a \
    hint's summary as "{hint} 1".
    """:
      "ヒントと折りたたみブロックが {mine} ですが、英語には {count} 個あります（{first} から）。"
      + "次の一手: 英語の各 `<details>` ブロックを同じ順序で訳し、ヒントの見出しは \"{hint} 1\" の形にしてください。",
    """
    its links differ from the English: {missing} missing (first: "{first}", for {english}), \
    {extra} that the English has not (first: "{added}" at {line}). Next step: link what the \
    English links, from this folder: a lesson or SOURCES.md to its twin where there is one.
    """:
      "リンクが英語と違います。足りないリンク {missing} 個（最初: \"{first}\"、{english} のもの）、"
      + "英語にないリンク {extra} 個（最初: {line} の \"{added}\"）。次の一手: 英語がリンクするものを、"
      + "このフォルダーからリンクしてください。レッスンや SOURCES.md は、対応する日本語版があればそちらへリンクします。",
    """
    it lacks {count} of the English page's anchors (first: "{anchor}"). Next step: keep each `<a \
    id="…"></a>` of the English, and write one before the heading an in-page link leads to, \
    since a translated heading has another anchor.
    """:
      "英語のページのアンカーのうち {count} 個がありません（最初: \"{anchor}\"）。次の一手: 英語の各 "
      + "`<a id=\"…\"></a>` を残し、ページ内リンクの行き先の見出しの前にもアンカーを書いてください。"
      + "訳した見出しでは、アンカーが変わるからです。",
  ]
}

extension Words {
  /// kata-course's words in a language: the core's sentences and its own.
  static func course(_ language: Language) -> Words {
    Words(language, program: CourseJapanese.catalogue)
  }
}
