<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>A studio for pencil puzzles: draw a puzzle, play it with the rules checked as you go, ask the exact solver whether its solution is unique, and export it as PNG, SVG or PDF.</source>
        <translation>ペンシルパズルの工房です。問題を作り、ルールを確かめながら解き、厳密なソルバーで解が唯一かを調べ、PNG・SVG・PDF に書き出せます。</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>バージョン {version}</translation>
    </message>
    <message>
        <source>Version unknown (running from the source tree)</source>
        <translation>バージョン不明（ソースツリーから実行中）</translation>
    </message>
    <message>
        <source>Genres:</source>
        <translation>ジャンル：</translation>
    </message>
    <message>
        <source>Help &gt; Rules of … explains how each genre is played.</source>
        <translation>各ジャンルの遊び方は「ヘルプ &gt; ○○のルール」で説明しています。</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>Add or remove rows and columns on any side</source>
        <translation>上下左右で行・列を追加または削除します</translation>
    </message>
    <message>
        <source>Resizing changes the puzzle: this switches to Edit mode first</source>
        <translation>サイズ変更は問題を変えます：先に編集モードに切り替えます</translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation>右に90°回転</translation>
    </message>
    <message>
        <source>Rotate Anticlockwise</source>
        <translation>左に90°回転</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>180°回転</translation>
    </message>
    <message>
        <source>Flip Left to Right</source>
        <translation>左右反転</translation>
    </message>
    <message>
        <source>Flip Top to Bottom</source>
        <translation>上下反転</translation>
    </message>
    <message>
        <source>Trial {depth}</source>
        <translation>仮置き {depth}</translation>
    </message>
    <message>
        <source>Start &amp;Trial</source>
        <translation>仮置き開始(&amp;T)</translation>
    </message>
    <message>
        <source>Try a guess: what you draw from now on shows in the trial colour</source>
        <translation>仮定を試します：これから描く線や記号は仮置きの色で表示されます</translation>
    </message>
    <message>
        <source>&amp;Accept Trial</source>
        <translation>仮置きを確定(&amp;A)</translation>
    </message>
    <message>
        <source>Keep what the trial drew: it becomes ordinary marks</source>
        <translation>仮置きで描いたものを残し、通常の記入にします</translation>
    </message>
    <message>
        <source>&amp;Reject Trial</source>
        <translation>仮置きを破棄(&amp;R)</translation>
    </message>
    <message>
        <source>Take back what the trial drew: the board returns to where it began</source>
        <translation>仮置きで描いたものを取り消し、盤面を仮置き開始時に戻します</translation>
    </message>
    <message>
        <source>Accept All Tr&amp;ials</source>
        <translation>すべての仮置きを確定(&amp;I)</translation>
    </message>
    <message>
        <source>Keep what every open trial drew</source>
        <translation>開いているすべての仮置きの記入を残します</translation>
    </message>
    <message>
        <source>Reject All Trial&amp;s</source>
        <translation>すべての仮置きを破棄(&amp;S)</translation>
    </message>
    <message>
        <source>Go back to where the first open trial began</source>
        <translation>最初の仮置きを始めたときの盤面に戻します</translation>
    </message>
    <message>
        <source>{transform}: the whole puzzle, clues and answer</source>
        <translation>{transform}：問題全体（ヒントと解答）</translation>
    </message>
    <message>
        <source>R&amp;otate / Flip</source>
        <translation>回転・反転(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Trial</source>
        <translation>仮置き(&amp;T)</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>仮置き</translation>
    </message>
    <message>
        <source>{depth} trials open: marks drawn in them show in the trial colour</source>
        <translation>仮置き {depth} 段：その中で描いたものは仮置きの色で表示されます</translation>
    </message>
    <message>
        <source>1 trial open: marks drawn in it show in the trial colour</source>
        <translation>仮置き中：その中で描いたものは仮置きの色で表示されます</translation>
    </message>
</context>
<context>
    <name>BoardCommands</name>
    <message>
        <source>Trials are for puzzles: a game has no guesses to take back</source>
        <translation>仮置きはパズル用です：ゲームには取り消す仮定がありません</translation>
    </message>
    <message>
        <source>Trials are part of solving: switch to Play mode (Ctrl+E) first</source>
        <translation>仮置きは解くときに使います：先に回答モード（Ctrl+E）に切り替えてください</translation>
    </message>
    <message>
        <source>Trial {depth} started inside trial {outer}: what you draw now shows in the trial colour. Accept it to keep it, reject it to take it back.</source>
        <translation>仮置き {outer} の中で仮置き {depth} を開始しました：これから描くものは仮置きの色で表示されます。確定すると残り、破棄すると取り消されます。</translation>
    </message>
    <message>
        <source>Trial {depth} started: what you draw now shows in the trial colour. Accept it to keep it, reject it to take it back.</source>
        <translation>仮置き {depth} を開始しました：これから描くものは仮置きの色で表示されます。確定すると残り、破棄すると取り消されます。</translation>
    </message>
    <message>
        <source>No trial is open</source>
        <translation>仮置きはありません</translation>
    </message>
    <message>
        <source>Trial {depth} accepted: its marks are kept</source>
        <translation>仮置き {depth} を確定しました：記入はそのまま残ります</translation>
    </message>
    <message>
        <source>Trial {depth} rejected: the board is back where it began</source>
        <translation>仮置き {depth} を破棄しました：盤面は開始時に戻りました</translation>
    </message>
    <message>
        <source>Every trial accepted: their marks are kept</source>
        <translation>すべての仮置きを確定しました：記入はそのまま残ります</translation>
    </message>
    <message>
        <source>Every trial rejected: the board is back where the first began</source>
        <translation>すべての仮置きを破棄しました：盤面は最初の仮置きの開始時に戻りました</translation>
    </message>
    <message>
        <source>Switch to Edit mode (Ctrl+E) to resize the board</source>
        <translation>盤面のサイズを変えるには編集モード（Ctrl+E）に切り替えてください</translation>
    </message>
    <message>
        <source>Switched to Edit mode: resizing changes the puzzle</source>
        <translation>編集モードに切り替えました：サイズ変更は問題を変えます</translation>
    </message>
    <message>
        <source>Cannot resize</source>
        <translation>サイズを変更できません</translation>
    </message>
    <message>
        <source>Resize grid</source>
        <translation>盤面のサイズ変更</translation>
    </message>
    <message>
        <source>{genre} boards are not rotated or flipped</source>
        <translation>{genre}の盤面は回転・反転できません</translation>
    </message>
    <message>
        <source>Cannot {transform}</source>
        <translation>「{transform}」を実行できません</translation>
    </message>
    <message>
        <source>{transform}: the puzzle looks the same</source>
        <translation>{transform}：問題は変わりません</translation>
    </message>
    <message>
        <source>{transform}: done (Undo takes it back)</source>
        <translation>{transform}：完了（元に戻すで取り消せます）</translation>
    </message>
</context>
<context>
    <name>Book</name>
    <message>
        <source>This puzzle has several solutions; one is shown.</source>
        <translation>この問題は複数解です。そのうちの一つを示します。</translation>
    </message>
    <message>
        <source>No solution.</source>
        <translation>解なし。</translation>
    </message>
    <message>
        <source>Too large to solve within the memory budget.</source>
        <translation>大きすぎて、メモリの上限内では解けません。</translation>
    </message>
    <message>
        <source>, by {author}</source>
        <translation>（作者：{author}）</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Page {number} of {total}</source>
        <translation>{number} / {total} ページ</translation>
    </message>
</context>
<context>
    <name>BookDialog</name>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Print / Export Book</source>
        <translation>印刷・問題集の書き出し</translation>
    </message>
    <message>
        <source>Add &amp;files…</source>
        <translation>ファイルを追加(&amp;F)…</translation>
    </message>
    <message>
        <source>Add f&amp;older…</source>
        <translation>フォルダーを追加(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下へ(&amp;W)</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>レター</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>用紙サイズ(&amp;P)：</translation>
    </message>
    <message>
        <source>Puzzles per pa&amp;ge:</source>
        <translation>1ページの問題数(&amp;G)：</translation>
    </message>
    <message>
        <source>printed on the first page and in every footer</source>
        <translation>最初のページと各ページの下部に印刷されます</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>The genre&apos;s &amp;rules in one sentence under each puzzle</source>
        <translation>各問題の下にジャンルのルールを一文で載せる(&amp;R)</translation>
    </message>
    <message>
        <source>A&amp;nswers on pages after the puzzles</source>
        <translation>問題の後のページに解答を載せる(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF に書き出し(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Puzzles, in the book&apos;s order:</source>
        <translation>問題（問題集の順）：</translation>
    </message>
    <message>
        <source>the open puzzle</source>
        <translation>開いている問題</translation>
    </message>
    <message>
        <source>Added 1 puzzle.</source>
        <translation>問題を 1 問追加しました。</translation>
    </message>
    <message>
        <source>Added {n} puzzles.</source>
        <translation>問題を {n} 問追加しました。</translation>
    </message>
    <message>
        <source>Finding the answers…</source>
        <translation>解答を求めています…</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>ページを組んでいます…</translation>
    </message>
    <message>
        <source>Could not make the book: {message}</source>
        <translation>問題集を作れませんでした：{message}</translation>
    </message>
    <message>
        <source>Could not write {name}: {error}</source>
        <translation>{name} を書き込めませんでした：{error}</translation>
    </message>
    <message>
        <source>No answer for puzzle {numbers}.</source>
        <translation>問題 {numbers} は解答なし。</translation>
    </message>
    <message>
        <source>1 puzzle</source>
        <translation>1 問</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} 問</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 ページ</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} ページ</translation>
    </message>
    <message>
        <source>Wrote {name}: {puzzles} on {pages}.</source>
        <translation>{name} を書き出しました：{puzzles}、{pages}。</translation>
    </message>
    <message>
        <source>Could not print: {error}</source>
        <translation>印刷できませんでした：{error}</translation>
    </message>
    <message>
        <source>Sent {n} pages to {printer}.</source>
        <translation>{n} ページを{printer}に送りました。</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>プリンター</translation>
    </message>
    <message>
        <source>Add puzzles</source>
        <translation>問題を追加</translation>
    </message>
    <message>
        <source>Add a folder of puzzles</source>
        <translation>問題のフォルダーを追加</translation>
    </message>
</context>
<context>
    <name>CheckCommands</name>
    <message>
        <source>1 mistake</source>
        <translation>誤り 1 件</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>誤り {n} 件</translation>
    </message>
    <message>
        <source>1 rule</source>
        <translation>ルール 1 件</translation>
    </message>
    <message>
        <source>{n} rules</source>
        <translation>ルール {n} 件</translation>
    </message>
    <message>
        <source>Check: nothing drawn yet.</source>
        <translation>回答チェック：まだ何も記入されていません。</translation>
    </message>
    <message>
        <source>Check: every rule is satisfied — solved.</source>
        <translation>回答チェック：すべてのルールを満たしています — 正解です。</translation>
    </message>
    <message>
        <source>Check: no mistakes so far; {still_to_meet}.</source>
        <translation>回答チェック：今のところ誤りはありません。{still_to_meet}。</translation>
    </message>
    <message>
        <source>Check: {mistakes}, {rules} not yet met.</source>
        <translation>回答チェック：{mistakes}、未達成の{rules}。</translation>
    </message>
    <message>
        <source>Check: {mistakes}.</source>
        <translation>回答チェック：{mistakes}。</translation>
    </message>
    <message>
        <source>The answer looks finished, but 1 rule is broken: see the Rules panel.</source>
        <translation>解答は完成したように見えますが、ルール違反が 1 件あります：ルール欄を見てください。</translation>
    </message>
    <message>
        <source>The answer looks finished, but {n} rules are broken: see the Rules panel.</source>
        <translation>解答は完成したように見えますが、ルール違反が {n} 件あります：ルール欄を見てください。</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg);;PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S)：</translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation>新しい問題</translation>
    </message>
    <message>
        <source>&amp;Genre:</source>
        <translation>ジャンル(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>種類(&amp;V)：</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Gene&amp;rate…</source>
        <translation>自動生成(&amp;R)…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Resize grid</source>
        <translation>盤面のサイズ変更</translation>
    </message>
    <message>
        <source>Rows and columns to add (+) or remove (−) on each side</source>
        <translation>各辺で追加（+）または削除（−）する行・列の数</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>上(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Bottom:</source>
        <translation>下(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>左(&amp;L)：</translation>
    </message>
    <message>
        <source>Ri&amp;ght:</source>
        <translation>右(&amp;G)：</translation>
    </message>
    <message>
        <source>Positive: add empty ones on this side; negative: remove them</source>
        <translation>正の数：この辺に空のマスを追加、負の数：削除</translation>
    </message>
    <message>
        <source>Clues stay on their cells; cells cut off are removed and new cells are empty.</source>
        <translation>ヒントは元のマスに残ります。切り取られたマスは削除され、新しいマスは空になります。</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>サイズ変更</translation>
    </message>
    <message>
        <source>Puzzle properties</source>
        <translation>問題のプロパティ</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 図形</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>画像の書き出し</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F)：</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>形式(&amp;O)：</translation>
    </message>
    <message>
        <source>Include the &amp;answer</source>
        <translation>解答を含める(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Title and author line</source>
        <translation>タイトルと作者の行(&amp;T)</translation>
    </message>
    <message>
        <source>Pixels per cell for PNG, points per cell for SVG and PDF</source>
        <translation>PNG は 1 マスあたりのピクセル数、SVG と PDF は 1 マスあたりのポイント数</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source> pixels per cell</source>
        <translation> ピクセル／マス</translation>
    </message>
    <message>
        <source> points per cell</source>
        <translation> ポイント／マス</translation>
    </message>
    <message>
        <source>The file name must end in .png, .svg or .pdf.</source>
        <translation>ファイル名は .png・.svg・.pdf のいずれかで終わる必要があります。</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Error: {message}</source>
        <translation>エラー：{message}</translation>
    </message>
    <message>
        <source>Outline the clues not needed</source>
        <translation>不要なヒントを囲んで示す</translation>
    </message>
    <message>
        <source>Suggest a clue</source>
        <translation>ヒントを提案</translation>
    </message>
    <message>
        <source>For a puzzle with several solutions: clues that would narrow it down, each checked by the solver</source>
        <translation>複数解の問題向け：解を絞り込むヒントを、ソルバーで確かめて提案します</translation>
    </message>
    <message>
        <source>Click a clue to add it to the puzzle (Undo takes it back)</source>
        <translation>ヒントをクリックすると問題に追加します（元に戻すで取り消せます）</translation>
    </message>
    <message>
        <source>Looking for clues that narrow the solutions down…</source>
        <translation>解を絞り込むヒントを探しています…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>中止しました。</translation>
    </message>
    <message>
        <source>Click a clue to add it (one undo step):</source>
        <translation>クリックでヒントを追加（元に戻す 1 回分）：</translation>
    </message>
    <message>
        <source>No clue to suggest: {genre} cannot propose clues yet.</source>
        <translation>提案できるヒントはありません：{genre}はまだヒントを提案できません。</translation>
    </message>
    <message>
        <source>No single clue narrows the solutions down.</source>
        <translation>一つで解を絞り込めるヒントはありません。</translation>
    </message>
    <message>
        <source>Clues are suggested for a puzzle with several solutions.</source>
        <translation>ヒントの提案は複数解の問題で行います。</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <translation>手順 {number}：{step}</translation>
    </message>
    <message>
        <source>1 star of 5</source>
        <translation>5 段階中 1</translation>
    </message>
    <message>
        <source>{n} stars of 5</source>
        <translation>5 段階中 {n}</translation>
    </message>
    <message>
        <source>Hardest: {reason}.</source>
        <translation>最難所：{reason}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>level {level}: {n}</source>
        <translation>レベル {level}：{n}</translation>
    </message>
    <message>
        <source>1 deduction step ({levels})</source>
        <translation>推論 1 手（{levels}）</translation>
    </message>
    <message>
        <source>{n} deduction steps ({levels})</source>
        <translation>推論 {n} 手（{levels}）</translation>
    </message>
    <message>
        <source>level {level}: {needs}</source>
        <translation>レベル {level}：{needs}</translation>
    </message>
    <message>
        <source>The puzzle has no solution: no clue analysis.</source>
        <translation>この問題は解がありません：ヒントの分析は行いません。</translation>
    </message>
    <message>
        <source>The puzzle has several solutions: every clue is needed.</source>
        <translation>この問題は複数解です：どのヒントも必要です。</translation>
    </message>
    <message>
        <source>Every clue is needed.</source>
        <translation>どのヒントも必要です。</translation>
    </message>
    <message>
        <source>1 clue is not needed (it could go): {clues}.</source>
        <translation>不要なヒントが 1 個あります（取り除けます）：{clues}。</translation>
    </message>
    <message>
        <source>{n} clues are not needed (each alone could go): {clues}.</source>
        <translation>不要なヒントが {n} 個あります（それぞれ単独なら取り除けます）：{clues}。</translation>
    </message>
    <message>
        <source>{clue}: makes it unique</source>
        <translation>{clue}：唯一解になります</translation>
    </message>
    <message>
        <source>{clue}: leaves 1 fact open</source>
        <translation>{clue}：未確定の事実が 1 個残ります</translation>
    </message>
    <message>
        <source>{clue}: leaves {n} facts open</source>
        <translation>{clue}：未確定の事実が {n} 個残ります</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>解説する</translation>
    </message>
    <message>
        <source>Solve the puzzle step by step as a person would, and rate how hard it is</source>
        <translation>人が解くように一手ずつ解き、難しさを評価します</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>By itself when unique</source>
        <translation>唯一解なら自動で</translation>
    </message>
    <message>
        <source>Explain a unique puzzle once it has been left alone a moment</source>
        <translation>唯一解の問題は、編集が少し止まったら自動で解説します</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>The step before (on the board)</source>
        <translation>一つ前の手順（盤面に表示）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>手順(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;lues</source>
        <translation>ヒント(&amp;L)</translation>
    </message>
    <message>
        <source>The level of each step: clues, rule families and known facts held in mind at once. Click a bar to see that step.</source>
        <translation>各手順のレベル：同時に考える必要のあるヒント・ルール・既知の事実の数。棒をクリックするとその手順を表示します。</translation>
    </message>
    <message>
        <source>Explaining…</source>
        <translation>解説を作成中…</translation>
    </message>
    <message>
        <source>Stopped after {n} steps.</source>
        <translation>{n} 手で中止しました。</translation>
    </message>
    <message>
        <source>Explaining… {n} steps so far</source>
        <translation>解説を作成中… ここまで {n} 手</translation>
    </message>
    <message>
        <source>{n} steps, found in {time}</source>
        <translation>{n} 手、{time} で完了</translation>
    </message>
    <message>
        <source>Several solutions: {found}, then no step settles the rest.</source>
        <translation>複数解：{found}。そこから先は確定できる手順がありません。</translation>
    </message>
    <message>
        <source>No solution: {found}, up to the clash.</source>
        <translation>解なし：{found}。矛盾に至るまで。</translation>
    </message>
    <message>
        <source>{found}.</source>
        <translation>{found}。</translation>
    </message>
    <message>
        <source>No difficulty</source>
        <translation>難易度なし</translation>
    </message>
    <message>
        <source>{i} of {n}</source>
        <translation>{i} / {n}</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} 手</translation>
    </message>
    <message>
        <source>Explanations are for the author, in edit mode.</source>
        <translation>解説は作者向けで、編集モードで使えます。</translation>
    </message>
    <message>
        <source>Press Explain to solve the puzzle step by step.</source>
        <translation>「解説する」を押すと、問題を一手ずつ解きます。</translation>
    </message>
    <message>
        <source>level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>step</source>
        <translation>手順</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>Puzzlewright files</source>
        <translation>Puzzlewright ファイル</translation>
    </message>
    <message>
        <source>Link files</source>
        <translation>リンクファイル</translation>
    </message>
    <message>
        <source>Puzzles and games ({patterns})</source>
        <translation>パズルとゲーム ({patterns})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The last file, {name}, no longer exists: opened the first example instead</source>
        <translation>前回のファイル {name} は見つかりません：代わりに最初の例題を開きました</translation>
    </message>
    <message>
        <source>Could not reopen the last file ({error}): opened the first example instead</source>
        <translation>前回のファイルを開き直せませんでした（{error}）：代わりに最初の例題を開きました</translation>
    </message>
    <message>
        <source>Reopened {name}, the file open last time</source>
        <translation>前回開いていた {name} を開きました</translation>
    </message>
    <message>
        <source>Cannot create the puzzle</source>
        <translation>問題を作成できません</translation>
    </message>
    <message>
        <source>New {genre} game, size {rows}</source>
        <translation>新しい{genre}のゲーム（サイズ {rows}）</translation>
    </message>
    <message>
        <source>New {rows}×{cols} {genre} puzzle</source>
        <translation>新しい{genre}の問題（{rows}×{cols}）</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>ファイルが見つかりません</translation>
    </message>
    <message>
        <source>{path} no longer exists; it has been removed from the recent files.</source>
        <translation>{path} は見つかりません。最近使ったファイルから削除しました。</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} を開きました</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>例題を開けません</translation>
    </message>
    <message>
        <source>Opened the example “{name}” (an untitled copy)</source>
        <translation>例題「{name}」を開きました（無題のコピー）</translation>
    </message>
    <message>
        <source>Cannot save in this format</source>
        <translation>この形式では保存できません</translation>
    </message>
    <message>
        <source>{error}

Save it as .json instead.</source>
        <translation>{error}

代わりに .json として保存してください。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>{path}: {error}

Nothing was lost: the puzzle is still open; try saving somewhere else.</source>
        <translation>{path}：{error}

何も失われていません。問題は開いたままです。別の場所に保存してみてください。</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} を保存しました</translation>
    </message>
    <message>
        <source>Cannot open the link</source>
        <translation>リンクを開けません</translation>
    </message>
    <message>
        <source>Cannot open the URL</source>
        <translation>URL を開けません</translation>
    </message>
    <message>
        <source>Opened {article} {genre} puzzle from a Puzzlewright link</source>
        <translation>Puzzlewright のリンクから{genre}の問題を開きました</translation>
    </message>
    <message>
        <source>Opened {article} {genre} puzzle from puzz.link</source>
        <translation>puzz.link から{genre}の問題を開きました</translation>
    </message>
    <message>
        <source>The clipboard holds no puzz.link URL or puzzlewright: link to open</source>
        <translation>クリップボードに開ける puzz.link の URL や puzzlewright: リンクがありません</translation>
    </message>
    <message>
        <source>No URL for this puzzle</source>
        <translation>この問題の URL はありません</translation>
    </message>
    <message>
        <source>Copied {url}</source>
        <translation>{url} をコピーしました</translation>
    </message>
    <message>
        <source>Generated {title}: {stars} stars, {reason}</source>
        <translation>{title} を生成しました：★{stars}、{reason}</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} を書き出しました</translation>
    </message>
    <message>
        <source>“{name}” has unsaved changes.</source>
        <translation>「{name}」には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>続ける前に保存しますか？</translation>
    </message>
    <message>
        <source>Open puzzle</source>
        <translation>問題を開く</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>URL を開く</translation>
    </message>
    <message>
        <source>puzz.link URL (puzz.link/p?… or pzv.jp/p.html?…) or puzzlewright: link:</source>
        <translation>puzz.link の URL（puzz.link/p?… または pzv.jp/p.html?…）か puzzlewright: リンク：</translation>
    </message>
    <message>
        <source>Save puzzle</source>
        <translation>問題を保存</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>No symmetry</source>
        <translation>対称なし</translation>
    </message>
    <message>
        <source>180° rotation</source>
        <translation>点対称（180°回転）</translation>
    </message>
    <message>
        <source>Left-right mirror</source>
        <translation>左右対称</translation>
    </message>
    <message>
        <source>Generate Puzzle</source>
        <translation>問題の自動生成</translation>
    </message>
    <message>
        <source>Any (graded as it comes)</source>
        <translation>指定なし（できた問題を評価）</translation>
    </message>
    <message>
        <source>&amp;Minimal: no redundant clue (for authors)</source>
        <translation>最小(&amp;M)：不要なヒントなし（作者向け）</translation>
    </message>
    <message>
        <source>New &amp;seed</source>
        <translation>新しいシード(&amp;S)</translation>
    </message>
    <message>
        <source>Ge&amp;nre:</source>
        <translation>ジャンル(&amp;N)：</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>サイズ(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>難易度(&amp;D)：</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>対称性(&amp;Y)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>No {symmetry}: {why}.</source>
        <translation>{symmetry}は選べません：{why}。</translation>
    </message>
    <message>
        <source>The puzzle is graded as it comes.</source>
        <translation>できた問題の難易度を評価します。</translation>
    </message>
    <message>
        <source>Hardest step at level {lo} to {hi} on the grader&apos;s scale</source>
        <translation>最難の手順が評価尺度でレベル {lo}〜{hi}</translation>
    </message>
    <message>
        <source>Hardest step at level {lo} or more on the grader&apos;s scale</source>
        <translation>最難の手順が評価尺度でレベル {lo} 以上</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Made: {difficulty}, {stars} stars (hardest step level {level}).</source>
        <translation>完成：{difficulty}、★{stars}（最難の手順はレベル {level}）。</translation>
    </message>
    <message>
        <source>Not made: {message}</source>
        <translation>生成できませんでした：{message}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Looking for a hint…</source>
        <translation>ヒントを探しています…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>誤り</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>No further deduction</source>
        <translation>これ以上の推論なし</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>Fill in (Ctrl+H)</source>
        <translation>記入する (Ctrl+H)</translation>
    </message>
    <message>
        <source>Draw this step&apos;s marks on the board (Ctrl+H)</source>
        <translation>この手順の記入を盤面に描きます (Ctrl+H)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Take the hint off the board</source>
        <translation>ヒントを盤面から消します</translation>
    </message>
    <message>
        <source>{genre} cannot fill in a hint yet: draw it yourself.</source>
        <translation>{genre}はまだヒントを自動記入できません：ご自分で描いてください。</translation>
    </message>
    <message>
        <source>Fill in hint</source>
        <translation>ヒントを記入</translation>
    </message>
    <message>
        <source>Hint filled in (Ctrl+Z takes it back).</source>
        <translation>ヒントを記入しました（Ctrl+Z で取り消せます）。</translation>
    </message>
    <message>
        <source>No mark on the board shows what this hint settles; the next hint takes it as known.</source>
        <translation>このヒントで決まることを表す記入が盤面にありません。次のヒントでは既知として扱います。</translation>
    </message>
    <message>
        <source>Hint filled in; {n} of its facts have no mark of their own, and the next hint takes them as known.</source>
        <translation>ヒントを記入しました。そのうち {n} 個の事実には対応する記入がなく、次のヒントでは既知として扱います。</translation>
    </message>
    <message>
        <source>{lead}: {step}</source>
        <translation>{lead}：{step}</translation>
    </message>
    <message>
        <source>No hint: {message}</source>
        <translation>ヒントなし：{message}</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>Mouse or key</source>
        <translation>マウス・キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Keyboard and Mouse — {genre}</source>
        <translation>キーボードとマウス — {genre}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{genre}&lt;/b&gt; — {mode}: what the mouse and keys do on the board, then the window&apos;s shortcuts.</source>
        <translation>&lt;b&gt;{genre}&lt;/b&gt; — {mode}：盤面でのマウスとキーの操作、続いてウィンドウのショートカット。</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>盤面</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>ウィンドウ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>&amp;Undo {step}</source>
        <translation>元に戻す：{step}(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {step}</source>
        <translation>やり直し：{step}(&amp;R)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Untitled {genre}</source>
        <translation>無題の{genre}</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>元に戻しました：{step}</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>元に戻しました</translation>
    </message>
    <message>
        <source>Redone: {step}</source>
        <translation>やり直しました：{step}</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>やり直しました</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>解答を消去</translation>
    </message>
    <message>
        <source>Cannot change the puzzle&apos;s options</source>
        <translation>問題のオプションを変更できません</translation>
    </message>
    <message>
        <source>Edit properties</source>
        <translation>プロパティの編集</translation>
    </message>
    <message>
        <source>Add suggested clue</source>
        <translation>提案されたヒントを追加</translation>
    </message>
    <message>
        <source>Added {clue}</source>
        <translation>{clue} を追加しました</translation>
    </message>
    <message>
        <source>Fill in solution</source>
        <translation>解を記入</translation>
    </message>
    <message>
        <source>No help</source>
        <translation>ヘルプがありません</translation>
    </message>
    <message>
        <source>The rules of {genre} are missing ({error}).</source>
        <translation>{genre}のルール説明が見つかりません（{error}）。</translation>
    </message>
    <message>
        <source>Rules of {genre}</source>
        <translation>{genre}のルール</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>{app} について</translation>
    </message>
    <message>
        <source>The language changes when Puzzlewright next starts</source>
        <translation>言語は Puzzlewright の次回起動時に切り替わります</translation>
    </message>
</context>
<context>
    <name>PlayTimer</name>
    <message>
        <source>Solved! Every rule is satisfied — well done.</source>
        <translation>正解です！すべてのルールを満たしています。お見事！</translation>
    </message>
    <message>
        <source>Solved — the answer was revealed.</source>
        <translation>完成 — 答えを見ました。</translation>
    </message>
    <message>
        <source>Solved in {time} with 1 hint.</source>
        <translation>{time} で正解（ヒント 1 回）。</translation>
    </message>
    <message>
        <source>Solved in {time} with {n} hints.</source>
        <translation>{time} で正解（ヒント {n} 回）。</translation>
    </message>
    <message>
        <source>Solved in {time} — well done.</source>
        <translation>{time} で正解 — お見事！</translation>
    </message>
    <message>
        <source>Time spent playing this puzzle (it runs only in play mode, while this window is active). View &gt; Show Timer hides it.</source>
        <translation>この問題を解いている時間（回答モードで、このウィンドウがアクティブなときだけ進みます）。「表示 &gt; タイマーを表示」で隠せます。</translation>
    </message>
    <message>
        <source>Revealed at {time}</source>
        <translation>{time} で答えを表示</translation>
    </message>
    <message>
        <source>Solved in {time}</source>
        <translation>{time} で正解</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <source>Draw the loop to begin.</source>
        <translation>ループを描いて始めましょう。</translation>
    </message>
    <message>
        <source>1 rule still to meet</source>
        <translation>未達成のルールが 1 件</translation>
    </message>
    <message>
        <source>{n} rules still to meet</source>
        <translation>未達成のルールが {n} 件</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Puzzle construction</source>
        <translation>問題の構成</translation>
    </message>
    <message>
        <source>No construction problems.</source>
        <translation>問題の構成に不備はありません。</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>The puzzle itself has construction problems: switch to edit mode to see them.</source>
        <translation>問題自体に構成上の不備があります：編集モードに切り替えて確認してください。</translation>
    </message>
    <message>
        <source>Every rule is satisfied.</source>
        <translation>すべてのルールを満たしています。</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>今のところ誤りはありません。</translation>
    </message>
    <message>
        <source>No mistakes so far; {still_to_meet}:</source>
        <translation>今のところ誤りはありません。{still_to_meet}：</translation>
    </message>
    <message>
        <source>No broken rules so far.</source>
        <translation>今のところルール違反はありません。</translation>
    </message>
    <message>
        <source>Not met yet: a finished answer must meet this rule</source>
        <translation>未達成：完成した解答はこのルールを満たす必要があります</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>{kind} ({code}). Click to show where.</source>
        <translation>{kind}（{code}）。クリックで場所を表示します。</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Quiet until you ask</source>
        <translation>聞かれるまで待機中</translation>
    </message>
    <message>
        <source>Stuck? Ask the solver. Seeing any part of the answer marks the puzzle as revealed.</source>
        <translation>ソルバーに聞けます。答えを一部でも見ると「答えを見た」扱いです。</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>未解析</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>Unique solution</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <source>Several solutions</source>
        <translation>複数解</translation>
    </message>
    <message>
        <source>No puzzle</source>
        <translation>問題がありません</translation>
    </message>
    <message>
        <source>Solve while editing</source>
        <translation>編集中に自動で解く</translation>
    </message>
    <message>
        <source>Check the puzzle&apos;s solutions again after every edit</source>
        <translation>編集のたびに問題の解を調べ直します</translation>
    </message>
    <message>
        <source>Solve now</source>
        <translation>今すぐ解く</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Cancel the running solver</source>
        <translation>実行中のソルバーを止めます</translation>
    </message>
    <message>
        <source>Show a solution</source>
        <translation>解を表示</translation>
    </message>
    <message>
        <source>Show where two solutions differ</source>
        <translation>二つの解の違いを表示</translation>
    </message>
    <message>
        <source>Draws one solution and marks the cells where a second one differs</source>
        <translation>解を一つ描き、別の解と異なるマスに印を付けます</translation>
    </message>
    <message>
        <source>Fill in answer</source>
        <translation>解答を記入</translation>
    </message>
    <message>
        <source>Replace the answer on the board by the solver&apos;s solution</source>
        <translation>盤面の解答をソルバーの解で置き換えます</translation>
    </message>
    <message>
        <source>Show forced facts</source>
        <translation>確定事項を表示</translation>
    </message>
    <message>
        <source>Mark what every solution has in common, as it is proven</source>
        <translation>すべての解に共通する部分を、証明された順に示します</translation>
    </message>
    <message>
        <source>%v of %m decided</source>
        <translation>%m 中 %v 確定</translation>
    </message>
    <message>
        <source>The solver works on puzzles, not games</source>
        <translation>ソルバーはパズル用で、ゲームには使えません</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>中止しました</translation>
    </message>
    <message>
        <source>Press “Solve now” to try again</source>
        <translation>「今すぐ解く」でもう一度試せます</translation>
    </message>
    <message>
        <source>Stopped before the verdict</source>
        <translation>判定の前に中止しました</translation>
    </message>
    <message>
        <source>Stopped: {figure} so far</source>
        <translation>中止：ここまでに {figure}</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>解いています…</translation>
    </message>
    <message>
        <source>Found in {time}</source>
        <translation>{time} で判定</translation>
    </message>
    <message>
        <source>Error: {message}</source>
        <translation>エラー：{message}</translation>
    </message>
    <message>
        <source>No verdict, so no forced facts</source>
        <translation>判定がないため、確定事項もありません</translation>
    </message>
    <message>
        <source>Running for {time}</source>
        <translation>{time} 経過</translation>
    </message>
    <message>
        <source>No solution, so nothing is forced.</source>
        <translation>解がないため、確定事項はありません。</translation>
    </message>
    <message>
        <source>Proving forced facts…</source>
        <translation>確定事項を証明しています…</translation>
    </message>
    <message>
        <source> (in {time})</source>
        <translation>（{time}）</translation>
    </message>
    <message>
        <source>All decided: {figure}</source>
        <translation>すべて確定：{figure}</translation>
    </message>
    <message>
        <source>Waiting for the verdict…</source>
        <translation>判定を待っています…</translation>
    </message>
    <message>
        <source>{n} forced of {total}</source>
        <translation>{total} 中 {n} 確定</translation>
    </message>
    <message>
        <source>{n} forced</source>
        <translation>{n} 確定</translation>
    </message>
    <message>
        <source>1 needs no deduction, not shown</source>
        <translation>推論不要の 1 個は非表示</translation>
    </message>
    <message>
        <source>{n} need no deduction, not shown</source>
        <translation>推論不要の {n} 個は非表示</translation>
    </message>
</context>
<context>
    <name>Spoilers</name>
    <message>
        <source>Show a solution?</source>
        <translation>解を表示しますか？</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>解を表示</translation>
    </message>
    <message>
        <source>Show where two solutions differ?</source>
        <translation>二つの解の違いを表示しますか？</translation>
    </message>
    <message>
        <source>Show them</source>
        <translation>表示する</translation>
    </message>
    <message>
        <source>Show what every solution has in common?</source>
        <translation>すべての解に共通する部分を表示しますか？</translation>
    </message>
    <message>
        <source>Show forced facts</source>
        <translation>確定事項を表示</translation>
    </message>
    <message>
        <source>Fill in the answer?</source>
        <translation>解答を記入しますか？</translation>
    </message>
    <message>
        <source>Fill in the answer</source>
        <translation>解答を記入</translation>
    </message>
    <message>
        <source>The puzzle will count as revealed: solving it then is no longer yours alone.</source>
        <translation>この問題は「答えを見た」扱いになり、自力で解いたことにはなりません。</translation>
    </message>
    <message>
        <source>Reveal the answer?</source>
        <translation>答えを表示しますか？</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>表示する</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>解き続ける</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Edit puzzle</source>
        <translation>問題を編集(&amp;E)</translation>
    </message>
    <message>
        <source>Place the puzzle&apos;s clues</source>
        <translation>問題のヒントを配置します</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>回答(&amp;P)</translation>
    </message>
    <message>
        <source>Solve the puzzle</source>
        <translation>問題を解きます</translation>
    </message>
    <message>
        <source>&amp;Switch Mode</source>
        <translation>モード切り替え(&amp;S)</translation>
    </message>
    <message>
        <source>Switch between editing and playing</source>
        <translation>編集モードと回答モードを切り替えます</translation>
    </message>
    <message>
        <source>Set &amp;up position</source>
        <translation>局面を設定(&amp;U)</translation>
    </message>
    <message>
        <source>Place and remove tiles and choose who moves, to study a position</source>
        <translation>タイルを置いたり取り除いたりし、手番を選んで局面を検討します</translation>
    </message>
    <message>
        <source>Play the game</source>
        <translation>ゲームを遊びます</translation>
    </message>
    <message>
        <source>Switch between setting up a position and playing</source>
        <translation>局面の設定と対局を切り替えます</translation>
    </message>
    <message>
        <source>Start a new {genre} game</source>
        <translation>新しい{genre}のゲームを始めます</translation>
    </message>
    <message>
        <source>Start a new, empty {genre} puzzle</source>
        <translation>新しい空の{genre}の問題を作ります</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a puzzle or a saved game</source>
        <translation>問題や保存したゲームを開きます</translation>
    </message>
    <message>
        <source>&amp;Generate Puzzle…</source>
        <translation>問題の自動生成(&amp;G)…</translation>
    </message>
    <message>
        <source>A new puzzle of a chosen genre, size and difficulty, unique and graded</source>
        <translation>ジャンル・サイズ・難易度を選んで、唯一解で評価済みの新しい問題を作ります</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>URL を開く(&amp;U)…</translation>
    </message>
    <message>
        <source>Open a puzz.link URL or a puzzlewright: link as a new puzzle</source>
        <translation>puzz.link の URL や puzzlewright: リンクを新しい問題として開きます</translation>
    </message>
    <message>
        <source>&amp;Copy URL</source>
        <translation>URL をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Put the puzzle&apos;s puzz.link URL (or puzzlewright: link) on the clipboard</source>
        <translation>問題の puzz.link URL（または puzzlewright: リンク）をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Paste URL</source>
        <translation>URL を貼り付け</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the puzzle and your progress</source>
        <translation>問題と途中経過を保存します</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>画像の書き出し(&amp;E)…</translation>
    </message>
    <message>
        <source>Export an image (PNG, SVG or PDF)</source>
        <translation>画像（PNG・SVG・PDF）を書き出します</translation>
    </message>
    <message>
        <source>&amp;Print / Export Book…</source>
        <translation>印刷・問題集の書き出し(&amp;P)…</translation>
    </message>
    <message>
        <source>Several puzzles as a PDF book or on paper, answers after them</source>
        <translation>複数の問題を PDF の問題集や紙に。解答は問題の後に載せます</translation>
    </message>
    <message>
        <source>P&amp;roperties…</source>
        <translation>プロパティ(&amp;R)…</translation>
    </message>
    <message>
        <source>Edit the title, author and the puzzle&apos;s options</source>
        <translation>タイトル・作者・問題のオプションを編集します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <source>Reopen &amp;Last File on Start</source>
        <translation>起動時に前回のファイルを開く(&amp;L)</translation>
    </message>
    <message>
        <source>Start with the file you had open last, when no file is named</source>
        <translation>ファイルを指定せずに起動したとき、前回開いていたファイルで始めます</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Resi&amp;ze Grid…</source>
        <translation>盤面のサイズ変更(&amp;Z)…</translation>
    </message>
    <message>
        <source>Add or remove rows and columns on any side</source>
        <translation>上下左右で行・列を追加または削除します</translation>
    </message>
    <message>
        <source>&amp;Clear Answer</source>
        <translation>解答を消去(&amp;C)</translation>
    </message>
    <message>
        <source>Remove everything drawn in play mode</source>
        <translation>回答モードで描いたものをすべて消します</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>回答チェック(&amp;K)</translation>
    </message>
    <message>
        <source>List every broken rule, the ones not yet met too</source>
        <translation>ルール違反を、未達成のものも含めてすべて挙げます</translation>
    </message>
    <message>
        <source>Check the answer: list every broken rule, the ones not yet met too (F5)</source>
        <translation>回答チェック：ルール違反を、未達成のものも含めてすべて挙げます (F5)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show the next step of the solve and why; press again to fill it in</source>
        <translation>次の一手とその理由を示します。もう一度押すと記入します</translation>
    </message>
    <message>
        <source>Hint: the next step and why; press again to fill it in (Ctrl+H)</source>
        <translation>ヒント：次の一手とその理由。もう一度押すと記入します (Ctrl+H)</translation>
    </message>
    <message>
        <source>Show &amp;errors as you go</source>
        <translation>誤りをその場で表示(&amp;E)</translation>
    </message>
    <message>
        <source>Colour broken rules while you play</source>
        <translation>解いている最中にルール違反を色で示します</translation>
    </message>
    <message>
        <source>Show &amp;Timer</source>
        <translation>タイマーを表示(&amp;T)</translation>
    </message>
    <message>
        <source>Show the time spent playing in the status bar</source>
        <translation>解いている時間をステータスバーに表示します</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>The language of the window; it changes at the next start</source>
        <translation>ウィンドウの言語（次回起動時に切り替わります）</translation>
    </message>
    <message>
        <source>Rules of {genre}</source>
        <translation>{genre}のルール</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>How the puzzle on the board is played</source>
        <translation>盤面の問題の遊び方</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation>キーボードとマウス(&amp;K)</translation>
    </message>
    <message>
        <source>Every mouse gesture and key of the board, and the window&apos;s shortcuts</source>
        <translation>盤面でのマウス操作とキー、ウィンドウのショートカットの一覧</translation>
    </message>
    <message>
        <source>&amp;About Puzzlewright</source>
        <translation>Puzzlewright について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規作成(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>例題を開く(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>モード(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Open an untitled copy of this example</source>
        <translation>この例題を無題のコピーとして開きます</translation>
    </message>
    <message>
        <source>Another {genre} game…</source>
        <translation>{genre}のゲームをもう一つ…</translation>
    </message>
    <message>
        <source>Another {genre} puzzle…</source>
        <translation>{genre}の問題をもう一つ…</translation>
    </message>
    <message>
        <source>Start a new {genre} puzzle</source>
        <translation>新しい{genre}の問題を作ります</translation>
    </message>
    <message>
        <source>&amp;How to Play {genre}</source>
        <translation>{genre}の遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>How the game on the board is played</source>
        <translation>盤面のゲームの遊び方</translation>
    </message>
    <message>
        <source>Save the game and its moves</source>
        <translation>ゲームと棋譜を保存します</translation>
    </message>
    <message>
        <source>Edit the title, author and the game&apos;s options</source>
        <translation>タイトル・作者・ゲームのオプションを編集します</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>モード：</translation>
    </message>
</context>
</TS>
