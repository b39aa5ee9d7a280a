/// kata-demo's sentences in Japanese: the demos' titles, questions and stages, keyed by their
/// English as the demos' sources write them, beside the core's catalogue (`Japanese` in
/// `KataRunnerCore`), which holds what every program says. A module of its own, so that the
/// learner's build never compiles it and the maintainers' catalogue test (`WordsTests`) can read
/// it: every key the demos use that the core's lacks, the same placeholders, and no other.
///
/// Written to the terms and style of `Lessons/ja/GLOSSARY.md`.
package enum DemoJapanese {
  package static let catalogue: [String: String] = [
    // kata-demo: the instructor's projector demonstrations (the engine's renders and traces stay as they are).
    "(Return shows the answer)": "（Return キーで答えを表示）",
    """
    @State's seed is used once per identity: with no id the draft goes stale on another note, \
    .id(note.id) starts over, .id(note) also loses the draft on a rename
    """:
      "@State の初期値はアイデンティティごとに 1 回だけ使われる。id がないと別のノートに移っても前の下書きが残り、"
      + ".id(note.id) ならノートごとに下書きが作り直され、.id(note) では名前を変えただけでも下書きが消える",
    """
    AnyView: a different wrapped type resets the count, the same type keeps it, and a builder \
    if/else resets it before the box is even looked at
    """:
      "AnyView: 包まれた型が変わるとカウントがリセットされ、同じ型なら保たれる。ビルダーの if/else は、"
      + "箱の中を見る前にリセットする",
    "CompareView with two texts: its render and its identity tree":
      "2 つのテキストを持つ CompareView: 描画結果とアイデンティティツリー",
    """
    CompareView: exactly two views, each in its labelled pane; a Group side stays in its pane, \
    where a bare HStack lays out three columns
    """:
      "CompareView: ちょうど 2 つのビューを、それぞれラベル付きのペインに表示する。"
      + "Group の側はペインの中に収まり、素の HStack なら 3 列に並ぶ",
    "Did you mean {names}?": "{names} のことですか？",
    """
    ForEach over identified to-dos: the done mark follows its to-do when one is inserted at \
    the front, deleted or moved
    """:
      "ID を持つ ToDo を ForEach で並べると、先頭への挿入、削除、移動のどれでも、"
      + "完了の印がその ToDo についていく",
    "In a terminal, each demo waits for Return before every answer: ask the room to predict it.":
      "ターミナルでは、各デモは答えを出す前に Return キーを待ちます。その間に学習者に予想してもらってください。",
    "One view or three do not compile: `./kata-runner lesson 3.1` has the compiler's errors.":
      "ビューが 1 つや 3 つではコンパイルできません。コンパイラのエラーは `./kata-runner lesson 3.1` で確かめられます。",
    "Predict: {question}": "予想: {question}",
    "SessionScreen: tap \"ping\" (the greeting takes the name)":
      "SessionScreen: 「ping」ボタンをタップ（あいさつは名前を受け取る）",
    "ShelfView: rename the second book (@Observable)": "ShelfView: 2 冊目の本の名前を変える（@Observable）",
    "ShelfView: tap \"favorite Dune\" (read in an action only)":
      "ShelfView: 「favorite Dune」ボタンをタップ（アクションの中でだけ読む）",
    "StepperScreen: tap \"step\" (== leaves the closure out)":
      "StepperScreen: 「step」ボタンをタップ（== はクロージャを比べない）",
    "StoreShelfView: dust the shelf (@Published, shown nowhere)":
      "StoreShelfView: 本棚のほこりを払う（@Published だが、どこにも表示されない）",
    "Usage: swift run -q kata-demo <name> [<screen>] [--no-pause] [--lang ja|en]":
      "使い方: swift run -q kata-demo <name> [<screen>] [--no-pause] [--lang ja|en]",
    "WholeSessionScreen: tap \"ping\" (the greeting takes the session)":
      "WholeSessionScreen: 「ping」ボタンをタップ（あいさつはセッション全体を受け取る）",
    "a Group of two as the after side, in CompareView's pane and in a bare HStack":
      "after 側を 2 つのビューの Group にして、CompareView のペインと素の HStack に置く",
    "a screen is a whole number, such as {example}": "画面は {example} のように整数で指定します",
    "after \"toggle\", does the counter show {taps} or 0?":
      "「toggle」ボタンをタップした後、カウンターは {taps} と 0 のどちらを表示しますか？",
    "after \"{action}\", what does the editor's draft hold?":
      "「{action}」ボタンをタップした後、エディターの下書きには何が入っていますか？",
    "after \"{edit}\", which to-do has the done mark?": "「{edit}」の後、完了の印はどの ToDo についていますか？",
    """
    animations versus transitions: an .if emphasis fades the counter out and a new one in; the \
    same emphasis in the modifiers' values animates padding and opacity
    """:
      "アニメーションとトランジション: .if による強調では、カウンターがフェードアウトして"
      + "新しいカウンターがフェードインする。同じ強調をモディファイアの値で書くと、"
      + "パディングと不透明度がアニメーションする",
    "delete milk": "milk を削除",
    "does the counter fade out and in, or animate? Does it keep its 2?":
      "カウンターはフェードアウトとフェードインをしますか、それともアニメーションしますか？ 2 のままですか？",
    "how many columns does each lay out?": "それぞれ何列に並びますか？",
    "insert tea at the front": "tea を先頭に挿入",
    "kata {kata}: {summary}": "カタ {kata}: {summary}",
    "kata-demo: the engine's view of the course's key screens, on the reference solutions.":
      "kata-demo: コースの主要な画面を模範解答で動かし、エンジンから見た様子を示します。",
    "kata-demo: there is no demo \"{name}\".": "kata-demo: デモ「{name}」はありません。",
    """
    kata-demo: there is no option {option}. Its options are --pause (wait for Return even when \
    the output is not a terminal), --no-pause (print everything at once) and --lang ja|en (the \
    language of its words).
    """:
      "kata-demo: {option} というオプションはありません。オプションは --pause（出力がターミナルでなくても Return キーを待つ）、"
      + "--no-pause（すべてを一度に表示する）、--lang ja|en（表示する言語）です。",
    "kata-demo: {name} has {count} screens, numbered from 1.":
      "kata-demo: {name} の画面は {count} 個で、1 から番号が振られています。",
    "kata-demo: {problem}.": "kata-demo: {problem}。",
    "move jam to the front": "jam を先頭に移動",
    "no body ran": "評価された body はありません",
    "nothing inserted, removed or moved": "挿入、削除、移動はありません",
    "nothing removed or inserted: every node kept its identity":
      "削除も挿入もありません。すべてのノードがアイデンティティを保ちました",
    "nothing removed or inserted: the editor kept its identity": "削除も挿入もありません。エディターはアイデンティティを保ちました",
    "one screen at a time, such as {example}": "画面は {example} のように 1 つずつ指定します",
    "plan:": "計画:",
    "screens are numbered from 1, such as {example}": "画面の番号は 1 から始まります（{example} など）",
    """
    the @ViewBuilder .if modifier resets the count on a flip; .if(_:then:else:) and a ternary \
    opacity keep it: its value shows as changed
    """:
      "@ViewBuilder の .if モディファイアは切り替えのたびにカウントをリセットする。"
      + ".if(_:then:else:) と三項演算子で書いた opacity では保たれ、値の変化として表れる",
    """
    the offset as id: the done mark stays at its position and lands on the wrong to-do; the \
    to-do's id fixes it
    """:
      "オフセットを id にすると、完了の印が位置に残って別の ToDo につく。ToDo の id を使えば直る",
    """
    the seed's counter and toggle: a builder if/else resets the count, even written directly \
    in body; an if expression in a plain helper and a ternary keep it
    """:
      "元記事のカウンターと切り替え: ビルダーの if/else は body に直接書いてもカウントをリセットする。"
      + "普通のヘルパー内の if 式と三項演算子では保たれる",
    "trace:": "トレース:",
    """
    which bodies run after a tap, and why: a narrow input skips a body, a closure does not, \
    @Observable runs only the reader, the whole-object model every holder
    """:
      "タップの後にどの body が評価されるか、その理由: 入力を絞れば body の評価は省かれ、"
      + "クロージャでは省かれない。@Observable では読んだビューだけ、"
      + "オブジェクト全体のモデルではオブジェクトを持つビューすべてが評価される",
    "which bodies run?": "どの body が評価されますか？",
    "{name} has no screen {screen}": "{name} に画面 {screen} はありません",
    "{screen}: tap \"eggs\", then insert, delete and move to-dos":
      "{screen}: 「eggs」の行をタップしてから、ToDo を挿入、削除、移動",
    "{screen}: tap the counter once, then \"toggle\"":
      "{screen}: カウンターを 1 回タップし、続けて「toggle」ボタンをタップ",
    "{screen}: tap the counter twice, then \"emphasize\"":
      "{screen}: カウンターを 2 回タップし、続けて「emphasize」ボタンをタップ",
    "{screen}: tap the counter {taps} times, then \"toggle\"":
      "{screen}: カウンターを {taps} 回タップし、続けて「toggle」ボタンをタップ",
    "{screen}: type, then \"next note\"; type, then \"rename\"":
      "{screen}: 「type」「next note」、もう一度「type」「rename」の順にボタンをタップ",
  ]
}
