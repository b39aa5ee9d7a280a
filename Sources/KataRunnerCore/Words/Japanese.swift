/// The Japanese catalogue: each English sentence of the tools (the key, as the sources write it)
/// with its Japanese sentence, the same placeholders where Japanese puts them.
///
/// Written to `../shared/GLOSSARY-ja.md`'s terms and style: です・ます, a space between Japanese
/// and ASCII words, カタ for kata, 完了 for done, code and commands as they are. A maintainers'
/// test (`WordsCatalogueTests`) proves that every key used in the sources is here with the same
/// placeholders, and that no key here is unused.
enum Japanese {
  static let catalogue: [String: String] = [
    // The dashboard (`StatusReport`).
    "{done} of {total} katas done": "{total} 個のカタのうち {done} 個が完了",
    "({count} given: their reference was put in)": "（うち {count} 個は模範解答を入れたもの）",
    "{mark} from an earlier run: this run could not test these katas (see below).":
      "{mark} は前回の実行の結果です。今回の実行ではこれらのカタをテストできませんでした（下記を参照）。",
    """
    {mark} The tests of {katas} differ from the committed ones, so their verdicts are \
    not the course's (`git status Tests` shows the files).
    """:
      "{mark} {katas} のテストがコミットされたものと異なるため、その判定はコースの判定ではありません"
      + "（`git status Tests` でファイルを確認できます）。",
    "Every kata is done. Well built!": "すべてのカタが完了しました。お見事です。",
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
      あなたの版とコースの版が並んでいます。両方を合わせてから、ファイルを `git add` して
      `git stash drop` を実行してください（それまであなたの版は stash に残ります）。
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
      "カタ {kata} のテストがそのファイルに対してコンパイルできないため、今回はどのカタもテストできませんでした:",
    "The package does not build; these errors are outside the katas:":
      "パッケージをビルドできません。次のエラーはカタの外にあります:",
    """
    The build failed because this clone was moved or renamed since its last build: the \
    compiler's saved modules in .build name the folder it was in.
    """:
      "前回のビルドのあとにこのクローンが移動または名前変更されたため、ビルドに失敗しました。"
      + ".build にあるコンパイラの保存済みモジュールが、元のフォルダを指しています。",
    """
    Run `rm -rf .build` (it holds only what builds make), then this command again; the \
    first build takes a minute or two.
    """:
      "`rm -rf .build` を実行してから（.build にはビルドが作ったものしかありません）、"
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
      "未テスト: パッケージをビルドできません（上記を参照）。",
    "Not run yet.": "まだ実行していません。",
    "{score}.": "{score}。",
    "the test files were edited (`git diff {commit}-- Tests` shows how)":
      "テストファイルが編集されています（`git diff {commit}-- Tests` で変更を確認できます）",
    """
    a public name or signature that the tests use was changed (`git diff -- {stub}` \
    shows your changes to the stub), or one of the pitfalls of {lesson}
    """:
      "テストが使う公開の名前かシグネチャが変更されたか（`git diff -- {stub}` でスタブへの変更を"
      + "確認できます）、{lesson} の落とし穴のどれかに当たっています",
    """
    a public name or signature that the tests use was changed (`git diff -- {stub}` \
    shows your changes to the stub)
    """:
      "テストが使う公開の名前かシグネチャが変更されました（`git diff -- {stub}` でスタブへの変更を"
      + "確認できます）",
    "Could not be tested: its tests do not compile against your files.":
      "テストできませんでした: このカタのテストが、あなたのファイルに対してコンパイルできません。",
    "Could not be tested: your files do not compile:":
      "テストできませんでした: あなたのファイルがコンパイルできません:",
    "Likely cause: {cause}.": "考えられる原因: {cause}。",
    "and {count} more errors": "ほかに {count} 件のエラー",
    "({count} cases)": "（{count} ケース）",
    "({failing} of {count} cases fail)": "（{count} ケース中 {failing} ケースが失敗）",
    "with {arguments}": "引数: {arguments}",
    "and 1 more failed expectation": "ほかに 1 件の期待値が満たされていません",
    "and {count} more failed expectations": "ほかに {count} 件の期待値が満たされていません",
    "also fails with {arguments}": "引数 {arguments} でも失敗します",
    "{test} crashed the test process:": "{test} でテストプロセスがクラッシュしました:",
    "{test} ran for more than {limit} and was stopped. Look for a loop that never ends.":
      "{test} は {limit} を超えて実行されたため停止しました。終わらないループがないか確認してください。",
    "{test}: not run, {reason}": "{test}: 実行されませんでした（{reason}）",
    "{test}: skipped: {reason}. A skipped test is no pass.":
      "{test}: スキップされました: {reason}。スキップされたテストは成功ではありません。",
    "Compile checks:": "コンパイルチェック:",
    "Kata {kata} is done against edited tests: {score}.":
      "カタ {kata} は、編集されたテストに対して完了しました: {score}。",
    "Kata {kata} is done: {score}.": "カタ {kata} が完了しました: {score}。",
    "Next kata: {kata}, {lesson}": "次のカタ: {kata}（{lesson}）",
    "Kata {kata} could not be tested this time. Lesson: {lesson}":
      "今回はカタ {kata} をテストできませんでした。レッスン: {lesson}",
    "{score}. Lesson: {lesson}": "{score}。レッスン: {lesson}",
    "The results below are from an earlier run.": "以下の結果は前回の実行のものです。",
    """
    Could not be tested: the files of kata {katas} do not compile, and no kata can be \
    tested until the package builds.
    """:
      "テストできませんでした: カタ {katas} のファイルがコンパイルできません。パッケージがビルド"
      + "できるまで、どのカタもテストできません。",
    "Could not be tested: the package does not build (see below).":
      "テストできませんでした: パッケージをビルドできません（下記を参照）。",
    """
    {mark} Tests edited: this kata's test files differ from the committed ones, so this \
    verdict is not the course's.
    """:
      "{mark} テストが編集されています: このカタのテストファイルがコミットされたものと異なるため、"
      + "この判定はコースの判定ではありません。",
    "{mark} Tests edited: {files} differs from the course's, so this verdict is not the course's.":
      "{mark} テストが編集されています: {files} がコースのものと異なるため、"
      + "この判定はコースの判定ではありません。",
    "{mark} Tests edited: {files} differ from the course's, so this verdict is not the course's.":
      "{mark} テストが編集されています: {files} がコースのものと異なるため、"
      + "この判定はコースの判定ではありません。",
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
      "コースには {files} がありません。あなたが追加したファイルです。コースのテストだけで"
      + "カタを判定するには、Tests の外に移してください。",
    "Warnings in your files:": "あなたのファイルの警告:",
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
  ]
}
