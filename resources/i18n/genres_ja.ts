<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>circumnavi-gates</name>
    <message>
        <source>Circumnavi-Gates</source>
        <translation>スラローム</translation>
    </message>
    <message>
        <source>Draw the loop to begin: drag from cell to cell.</source>
        <translation>ループを描いて始めましょう：マスからマスへドラッグします。</translation>
    </message>
    <message>
        <source>Draw one closed loop through the circle that avoids black cells and crosses every gate exactly once, straight across; starting from the circle, gate k is the k-th crossed, and the circle shows the number of gates.</source>
        <translation>丸を通り、黒マスを避け、すべての旗門をちょうど1回ずつまっすぐ通過する閉じたループを1本描きます。丸から出発して、数字kの旗門はk番目に通過し、丸の数字は旗門の数を表します。</translation>
    </message>
    <message>
        <source>the loop runs from {first} to {second}</source>
        <translation>ループが{first}から{second}へ通る</translation>
    </message>
    <message>
        <source>no loop between {first} and {second}</source>
        <translation>{first}と{second}の間にループは通らない</translation>
    </message>
    <message>
        <source>The puzzle needs a circle where the loop starts.</source>
        <translation>ループの出発点となる丸が必要です。</translation>
    </message>
    <message>
        <source>The circle at {place} shows {value}, but the puzzle has {count} gates.</source>
        <translation>{place}の丸は{value}を示していますが、旗門は{count}個あります。</translation>
    </message>
    <message>
        <source>The circle at {place} shows {value}, but the puzzle has {count} gate.</source>
        <translation>{place}の丸は{value}を示していますが、旗門は{count}個あります。</translation>
    </message>
    <message>
        <source>{gate} should end at a black cell or the edge of the board, not at {place}.</source>
        <translation>{gate}は黒マスか盤の端で終わる必要があります（{place}で終わっています）。</translation>
    </message>
    <message>
        <source>Gate {n} ({place})</source>
        <translation>旗門{n}（{place}）</translation>
    </message>
    <message>
        <source>The gate at {place}</source>
        <translation>{place}の旗門</translation>
    </message>
    <message>
        <source>zeroth</source>
        <translation>0番目</translation>
    </message>
    <message>
        <source>first</source>
        <translation>1番目</translation>
    </message>
    <message>
        <source>second</source>
        <translation>2番目</translation>
    </message>
    <message>
        <source>third</source>
        <translation>3番目</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>4番目</translation>
    </message>
    <message>
        <source>fifth</source>
        <translation>5番目</translation>
    </message>
    <message>
        <source>sixth</source>
        <translation>6番目</translation>
    </message>
    <message>
        <source>seventh</source>
        <translation>7番目</translation>
    </message>
    <message>
        <source>eighth</source>
        <translation>8番目</translation>
    </message>
    <message>
        <source>ninth</source>
        <translation>9番目</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>10番目</translation>
    </message>
    <message>
        <source>eleventh</source>
        <translation>11番目</translation>
    </message>
    <message>
        <source>twelfth</source>
        <translation>12番目</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>column {column}, rows {first}–{last}</source>
        <translation>{column}列、{first}～{last}行</translation>
    </message>
    <message>
        <source>row {row}, columns {first}–{last}</source>
        <translation>{row}行、{first}～{last}列</translation>
    </message>
    <message>
        <source>it touches the end of no gate</source>
        <translation>どの旗門の端にも接していません</translation>
    </message>
    <message>
        <source>it touches several gates and none shows the same number at its other end</source>
        <translation>複数の旗門に接していて、反対側の端に同じ数字がある旗門がありません</translation>
    </message>
    <message>
        <source>The {n} at {place} labels no gate: {why}.</source>
        <translation>{place}の{n}はどの旗門の番号にもなっていません：{why}。</translation>
    </message>
    <message>
        <source>The gate at {place} is labelled with two different numbers ({numbers}).</source>
        <translation>{place}の旗門に異なる2つの数字（{numbers}）が付いています。</translation>
    </message>
    <message>
        <source>Two gates carry the same number {n}: {places}.</source>
        <translation>2つの旗門に同じ数字{n}が付いています：{places}。</translation>
    </message>
    <message>
        <source>The {n} of the gate at {place} is larger than the number of gates ({count}).</source>
        <translation>{place}の旗門の{n}が旗門の数（{count}）より大きいです。</translation>
    </message>
    <message>
        <source>The loop enters the black cell at {place}; it may not enter black cells.</source>
        <translation>ループが{place}の黒マスに入っています。ループは黒マスに入れません。</translation>
    </message>
    <message>
        <source>The loop branches at {place}.</source>
        <translation>ループが{place}で枝分かれしています。</translation>
    </message>
    <message>
        <source>The loop crosses itself at {place}.</source>
        <translation>ループが{place}で交差しています。</translation>
    </message>
    <message>
        <source>The loop stops at {place} and cannot go on from there.</source>
        <translation>ループが{place}で途切れていて、そこから先へ進めません。</translation>
    </message>
    <message>
        <source>The loop stops at {place}; it must be closed.</source>
        <translation>ループが{place}で途切れています。ループは閉じていなければなりません。</translation>
    </message>
    <message>
        <source>The lines from {place} form a separate piece, and a loop is already closed; there must be one single loop.</source>
        <translation>{place}からの線が別の断片になっていて、すでにループが閉じています。ループは1本でなければなりません。</translation>
    </message>
    <message>
        <source>The lines from {place} are not joined to the rest of the loop yet.</source>
        <translation>{place}からの線がまだループの残りとつながっていません。</translation>
    </message>
    <message>
        <source>The loop is closed but misses the circle at {place}.</source>
        <translation>ループは閉じていますが、{place}の丸を通っていません。</translation>
    </message>
    <message>
        <source>The loop must pass through the circle at {place}.</source>
        <translation>ループは{place}の丸を通らなければなりません。</translation>
    </message>
    <message>
        <source>{gate} must be crossed straight through; the loop may not turn on it or run along it.</source>
        <translation>{gate}はまっすぐ通過しなければなりません。旗門の上で曲がったり旗門に沿って進んだりできません。</translation>
    </message>
    <message>
        <source>{gate} is passed {count} times; the loop must go through each gate exactly once.</source>
        <translation>{gate}を{count}回通っています。ループは各旗門をちょうど1回通過しなければなりません。</translation>
    </message>
    <message>
        <source>{gate} is never crossed; but the loop is already closed.</source>
        <translation>{gate}を一度も通過していませんが、ループはすでに閉じています。</translation>
    </message>
    <message>
        <source>{gate} is never crossed; the loop must cross every gate.</source>
        <translation>{gate}を一度も通過していません。ループはすべての旗門を通過しなければなりません。</translation>
    </message>
    <message>
        <source>{gate} is crossed {actual}; it must be crossed {wanted}.</source>
        <translation>{gate}を{actual}に通過していますが、{wanted}に通過しなければなりません。</translation>
    </message>
    <message>
        <source>Draw a loop: no line has been drawn yet.</source>
        <translation>ループを描いてください：まだ線が1本も引かれていません。</translation>
    </message>
    <message>
        <source>the one-loop rule</source>
        <translation>ループは1本というルール</translation>
    </message>
    <message>
        <source>the circle at {place}</source>
        <translation>{place}の丸</translation>
    </message>
    <message>
        <source>the rule that the loop passes the circle</source>
        <translation>ループが丸を通るというルール</translation>
    </message>
    <message>
        <source>the black-cell rule</source>
        <translation>黒マスのルール</translation>
    </message>
    <message>
        <source>the gate-order rule</source>
        <translation>旗門の順番のルール</translation>
    </message>
    <message>
        <source>the gate at {place}</source>
        <translation>{place}の旗門</translation>
    </message>
    <message>
        <source>the {n} at {place}</source>
        <translation>{place}の{n}</translation>
    </message>
    <message>
        <source>Place empty cell</source>
        <translation>空白マスを置く</translation>
    </message>
    <message>
        <source>Place black cell</source>
        <translation>黒マスを置く</translation>
    </message>
    <message>
        <source>Place vertical gate</source>
        <translation>縦の旗門を置く</translation>
    </message>
    <message>
        <source>Place horizontal gate</source>
        <translation>横の旗門を置く</translation>
    </message>
    <message>
        <source>Place circle</source>
        <translation>丸を置く</translation>
    </message>
    <message>
        <source>Paint empty cell</source>
        <translation>空白マスを塗る</translation>
    </message>
    <message>
        <source>Paint black cell</source>
        <translation>黒マスを塗る</translation>
    </message>
    <message>
        <source>Paint vertical gate</source>
        <translation>縦の旗門を塗る</translation>
    </message>
    <message>
        <source>Paint horizontal gate</source>
        <translation>横の旗門を塗る</translation>
    </message>
    <message>
        <source>Paint circle</source>
        <translation>丸を塗る</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
    <message>
        <source>cycle empty → black → vertical gate → horizontal gate</source>
        <translation>空白→黒→縦の旗門→横の旗門の順に切り替え</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>cycle back</source>
        <translation>逆順に切り替え</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>ドラッグ</translation>
    </message>
    <message>
        <source>paint the kind chosen at the first cell</source>
        <translation>最初のマスで選んだ種類で塗る</translation>
    </message>
    <message>
        <source>B or #</source>
        <translation>B または #</translation>
    </message>
    <message>
        <source>black cell</source>
        <translation>黒マス</translation>
    </message>
    <message>
        <source>| or V</source>
        <translation>| または V</translation>
    </message>
    <message>
        <source>vertical gate cell</source>
        <translation>縦の旗門のマス</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>horizontal gate cell</source>
        <translation>横の旗門のマス</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>the circle</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>Space, . or Del</source>
        <translation>Space、. または Del</translation>
    </message>
    <message>
        <source>empty cell</source>
        <translation>空白マス</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>数字キー</translation>
    </message>
    <message>
        <source>number a black cell</source>
        <translation>黒マスに数字を付ける</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>delete a digit</source>
        <translation>数字を1桁消す</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>move the cursor</source>
        <translation>カーソルを動かす</translation>
    </message>
    <message>
        <source>Drag across cells</source>
        <translation>マスをまたいでドラッグ</translation>
    </message>
    <message>
        <source>draw or erase the loop</source>
        <translation>ループを描く・消す</translation>
    </message>
    <message>
        <source>Right-click a border</source>
        <translation>マスの辺を右クリック</translation>
    </message>
    <message>
        <source>cross: no loop here</source>
        <translation>×印：ここにループは通らない</translation>
    </message>
    <message>
        <source>Right-click a cell&apos;s middle</source>
        <translation>マスの中央を右クリック</translation>
    </message>
    <message>
        <source>mark: the loop avoids it</source>
        <translation>印：ループはこのマスを通らない</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>右ドラッグ</translation>
    </message>
    <message>
        <source>more crosses or marks</source>
        <translation>×印や印を続けて付ける</translation>
    </message>
    <message>
        <source>Shift+arrow</source>
        <translation>Shift+矢印キー</translation>
    </message>
    <message>
        <source>draw or erase a link and follow it</source>
        <translation>線を引く・消してカーソルも移動</translation>
    </message>
    <message>
        <source>Ctrl+arrow</source>
        <translation>Ctrl+矢印キー</translation>
    </message>
    <message>
        <source>cross the border</source>
        <translation>辺に×印を付ける</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>mark the cell</source>
        <translation>マスに印を付ける</translation>
    </message>
    <message>
        <source>Del or Backspace</source>
        <translation>Del または Backspace</translation>
    </message>
    <message>
        <source>erase the cell&apos;s links</source>
        <translation>マスの線を消す</translation>
    </message>
    <message>
        <source>The loop cannot leave the board.</source>
        <translation>ループは盤の外に出られません。</translation>
    </message>
    <message>
        <source>Mark cell</source>
        <translation>マスに印を付ける</translation>
    </message>
    <message>
        <source>Erase links</source>
        <translation>線を消す</translation>
    </message>
    <message>
        <source>Gate numbers start at 1.</source>
        <translation>旗門の番号は1から始まります。</translation>
    </message>
    <message>
        <source>Type number</source>
        <translation>数字を入力</translation>
    </message>
    <message>
        <source>Clear cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>Delete digit</source>
        <translation>数字を1桁消す</translation>
    </message>
    <message>
        <source>The loop cannot enter the black cell at {place}.</source>
        <translation>ループは{place}の黒マスに入れません。</translation>
    </message>
    <message>
        <source>Draw loop</source>
        <translation>ループを描く</translation>
    </message>
    <message>
        <source>Erase loop</source>
        <translation>ループを消す</translation>
    </message>
    <message>
        <source>Cross border</source>
        <translation>辺に×印を付ける</translation>
    </message>
    <message>
        <source>gate number {number} on the gate at {place}</source>
        <translation>{place}に番号{number}</translation>
    </message>
    <message>
        <source>a black cell at {place}</source>
        <translation>{place}に黒マス</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>The puzzle has no solution: {reasons} cannot all hold at once.</source>
        <translation>この問題には解がありません：{reasons}を同時に満たすことはできません。</translation>
    </message>
    <message>
        <source>The puzzle has no solution.</source>
        <translation>この問題には解がありません。</translation>
    </message>
    <message>
        <source>Nothing left to deduce: every fact is settled.</source>
        <translation>これ以上推論することはありません：すべての事実が確定しています。</translation>
    </message>
    <message>
        <source>{facts}; and {count} more</source>
        <translation>{facts}；ほか{count}件</translation>
    </message>
    <message>
        <source>No further fact can be deduced: the puzzle has several solutions, and {count} facts stay open (in one of them: {example}).</source>
        <translation>これ以上の事実は推論できません：この問題には複数の解があり、{count}件の事実が未確定のままです（その一例：{example}）。</translation>
    </message>
    <message>
        <source>Nothing left to deduce: the answer is finished.</source>
        <translation>これ以上推論することはありません：解答は完成しています。</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Given {known}, {reasons} forces: {facts}.</source>
        <translation>{known}が分かっているので、{reasons}から次のことが決まります：{facts}。</translation>
    </message>
    <message>
        <source>Given {known}, {reasons} force: {facts}.</source>
        <translation>{known}が分かっているので、{reasons}から次のことが決まります：{facts}。</translation>
    </message>
    <message>
        <source>{reasons} forces: {facts}.</source>
        <translation>{reasons}から次のことが決まります：{facts}。</translation>
    </message>
    <message>
        <source>{reasons} force: {facts}.</source>
        <translation>{reasons}から次のことが決まります：{facts}。</translation>
    </message>
    <message>
        <source>Your mark “{marks}” cannot be part of any solution: {reasons} rules it out.</source>
        <translation>あなたの印「{marks}」はどの解にも含まれません：{reasons}により否定されます。</translation>
    </message>
    <message>
        <source>Your mark “{marks}” cannot be part of any solution: {reasons} rule it out.</source>
        <translation>あなたの印「{marks}」はどの解にも含まれません：{reasons}により否定されます。</translation>
    </message>
    <message>
        <source>Your mark “{marks}” is wrong: together with “{others}” it breaks {reasons}.</source>
        <translation>あなたの印「{marks}」は誤りです：「{others}」と合わせると{reasons}に反します。</translation>
    </message>
    <message>
        <source>Your marks “{marks}” cannot all be right: {reasons} rules them out together.</source>
        <translation>あなたの印「{marks}」がすべて正しいことはありえません：{reasons}により同時には成り立ちません。</translation>
    </message>
    <message>
        <source>Your marks “{marks}” cannot all be right: {reasons} rule them out together.</source>
        <translation>あなたの印「{marks}」がすべて正しいことはありえません：{reasons}により同時には成り立ちません。</translation>
    </message>
    <message>
        <source>Start solving: every rule is checked as you go.</source>
        <translation>解き始めましょう：ルールは入力するたびにチェックされます。</translation>
    </message>
    <message>
        <source>{n} clue</source>
        <translation>ヒント{n}個</translation>
    </message>
    <message>
        <source>{n} clues</source>
        <translation>ヒント{n}個</translation>
    </message>
    <message>
        <source>{n} known fact</source>
        <translation>既知の事実{n}件</translation>
    </message>
    <message>
        <source>{n} known facts</source>
        <translation>既知の事実{n}件</translation>
    </message>
    <message>
        <source>no clue at all</source>
        <translation>ヒントなし</translation>
    </message>
    <message>
        <source>no step to grade</source>
        <translation>評価するステップがありません</translation>
    </message>
    <message>
        <source>every step follows from the rules alone, with no clue or known fact</source>
        <translation>どのステップもヒントや既知の事実なしにルールだけから導けます</translation>
    </message>
    <message>
        <source>needs {needs} at once at step {step} ({count} steps at that level)</source>
        <translation>ステップ{step}で{needs}を同時に使う必要があります（同じ水準のステップが{count}個）</translation>
    </message>
    <message>
        <source>needs {needs} at once at step {step}</source>
        <translation>ステップ{step}で{needs}を同時に使う必要があります</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
    <message>
        <source>Move the cursor onto the board first (arrow keys).</source>
        <translation>先にカーソルを盤上に移動してください（矢印キー）。</translation>
    </message>
    <message>
        <source>Click a cell or use the arrow keys to choose where to edit.</source>
        <translation>マスをクリックするか矢印キーで、編集する場所を選んでください。</translation>
    </message>
    <message>
        <source>Click a cell or use the arrow keys to choose where to write.</source>
        <translation>マスをクリックするか矢印キーで、書き込む場所を選んでください。</translation>
    </message>
    <message>
        <source>Click a cell or use the arrow keys to choose where to erase.</source>
        <translation>マスをクリックするか矢印キーで、消す場所を選んでください。</translation>
    </message>
    <message>
        <source>row {row}, column {column}</source>
        <translation>{row}行{column}列</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>an {number}</source>
        <translation>{number}</translation>
    </message>
    <message>
        <source>a {number}</source>
        <translation>{number}</translation>
    </message>
</context>
<context>
    <name>corral</name>
    <message>
        <source>Corral</source>
        <translation>バッグ</translation>
    </message>
    <message>
        <source>Draw the loop along the grid lines, or shade the inside cells, to begin.</source>
        <translation>盤の線に沿ってループを描くか、内側のマスを塗って始めましょう。</translation>
    </message>
    <message>
        <source>Additive/Multiplicative Corral</source>
        <translation>足し算・掛け算バッグ</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Additive/Multiplicative: numbers come in pairs placed symmetrically; in each pair one counts the cells it sees, the other multiplies its horizontal and vertical runs.</source>
        <translation>足し算・掛け算：数字は対称な位置に2つ1組で置かれ、各組の一方は見えるマスの数を数え、もう一方は横と縦の並びの長さを掛け合わせます。</translation>
    </message>
    <message>
        <source>Draw one closed loop along the grid lines with every number inside; in each symmetric pair of numbers one counts the inside cells it sees in the four directions (itself once) and the other is the product of its inside runs across and down.</source>
        <translation>すべての数字を内側に含む閉じたループを盤の線に沿って1本描きます。対称な位置にある数字の組の一方は上下左右に見える内側のマスの数（自身は1回）を、もう一方は横と縦の内側の並びの長さの積を表します。</translation>
    </message>
    <message>
        <source>Draw one closed loop along the grid lines with every number inside; a number counts the inside cells it sees up, down, left and right, itself included once.</source>
        <translation>すべての数字を内側に含む閉じたループを盤の線に沿って1本描きます。数字は上下左右に見える内側のマスの数を、自身も1回含めて表します。</translation>
    </message>
    <message>
        <source>{place} is inside the corral</source>
        <translation>{place}はバッグの内側</translation>
    </message>
    <message>
        <source>{place} is outside the corral</source>
        <translation>{place}はバッグの外側</translation>
    </message>
    <message>
        <source>the {number} at {place} is the multiplicative one</source>
        <translation>{place}の{number}は掛け算の数字</translation>
    </message>
    <message>
        <source>the {number} at {place} is the additive one</source>
        <translation>{place}の{number}は足し算の数字</translation>
    </message>
    <message>
        <source>the top-left corner of {place}</source>
        <translation>{place}の左上の角</translation>
    </message>
    <message>
        <source>the top-right corner of {place}</source>
        <translation>{place}の右上の角</translation>
    </message>
    <message>
        <source>the bottom-left corner of {place}</source>
        <translation>{place}の左下の角</translation>
    </message>
    <message>
        <source>the bottom-right corner of {place}</source>
        <translation>{place}の右下の角</translation>
    </message>
    <message>
        <source>The loop ends at {dot}; it must go on and close.</source>
        <translation>ループが{dot}で途切れています。先へ続けて閉じる必要があります。</translation>
    </message>
    <message>
        <source>The loop ends at {dot} and can go no further: every other line there is crossed out, off the board or would make a branch.</source>
        <translation>ループが{dot}で途切れていて、これ以上進めません：そこから出る他の線はすべて×印、盤の外、または枝分かれになります。</translation>
    </message>
    <message>
        <source>The loop branches at {dot}: three lines meet there.</source>
        <translation>ループが{dot}で枝分かれしています：3本の線が集まっています。</translation>
    </message>
    <message>
        <source>The loop visits {dot} twice; it may not even touch itself at a corner.</source>
        <translation>ループが{dot}を2回通っています。ループは角で接することもできません。</translation>
    </message>
    <message>
        <source>The loop through {dot} closes while other lines are drawn: there must be one single loop.</source>
        <translation>{dot}を通るループが、他の線が引かれているのに閉じています：ループは1本でなければなりません。</translation>
    </message>
    <message>
        <source>the {number} at {place}</source>
        <translation>{place}の{number}</translation>
    </message>
    <message>
        <source>The {number} at {place}</source>
        <translation>{place}の{number}</translation>
    </message>
    <message>
        <source>cell at {place}</source>
        <translation>{place}のマス</translation>
    </message>
    <message>
        <source>{count} cells from {place}</source>
        <translation>{place}からの{count}マス</translation>
    </message>
    <message>
        <source>There is no loop yet.</source>
        <translation>まだループがありません。</translation>
    </message>
    <message>
        <source>The inside {cells} is cut off from the rest of the inside: there must be one single loop.</source>
        <translation>内側の{cells}が残りの内側から切り離されています：ループは1本でなければなりません。</translation>
    </message>
    <message>
        <source>The outside {cells} is enclosed by the inside: the inside may not have holes.</source>
        <translation>外側の{cells}が内側に囲まれています：内側に穴があってはいけません。</translation>
    </message>
    <message>
        <source>{number} is outside the loop; every ? must be inside.</source>
        <translation>{number}がループの外側にあります。?はすべて内側になければなりません。</translation>
    </message>
    <message>
        <source>{number} is outside the loop; every number must be inside.</source>
        <translation>{number}がループの外側にあります。数字はすべて内側になければなりません。</translation>
    </message>
    <message>
        <source>{number} sees {seen} inside cells, itself included: already too many.</source>
        <translation>{number}から見える内側のマスは自身を含めて{seen}個です：すでに多すぎます。</translation>
    </message>
    <message>
        <source>{number} sees {seen} inside cells, itself included: not enough yet.</source>
        <translation>{number}から見える内側のマスは自身を含めて{seen}個です：まだ足りません。</translation>
    </message>
    <message>
        <source>The pair {first} ({first_place}) and {second} ({second_place}): no split with one additive and one multiplicative fits (already too much either way).</source>
        <translation>{first_place}の{first}と{second_place}の{second}の組：一方を足し算、もう一方を掛け算とする読み方のどちらも合いません（どちらの読み方でもすでに大きすぎます）。</translation>
    </message>
    <message>
        <source>The pair {first} ({first_place}) and {second} ({second_place}): no split with one additive and one multiplicative fits (not yet).</source>
        <translation>{first_place}の{first}と{second_place}の{second}の組：一方を足し算、もう一方を掛け算とする読み方のどちらも合いません（まだ足りません）。</translation>
    </message>
    <message>
        <source>{number} fits neither the additive nor the multiplicative count (already too much).</source>
        <translation>{number}は足し算の数え方にも掛け算の数え方にも合いません（すでに大きすぎます）。</translation>
    </message>
    <message>
        <source>{number} fits neither the additive nor the multiplicative count (not yet).</source>
        <translation>{number}は足し算の数え方にも掛け算の数え方にも合いません（まだ足りません）。</translation>
    </message>
    <message>
        <source>{number} can never be reached on this grid.</source>
        <translation>{number}はこの盤ではどうやっても実現できません。</translation>
    </message>
    <message>
        <source>{number} has no place in Additive/Multiplicative Corral: each number of a pair is read one way or the other, so every number must be given.</source>
        <translation>{number}は足し算・掛け算バッグでは使えません：組の数字はどちらかの読み方をするので、すべての数字が与えられていなければなりません。</translation>
    </message>
    <message>
        <source>{number} sits on the centre cell: it has no partner to pair with.</source>
        <translation>{number}は中央のマスにあります：組になる相手がいません。</translation>
    </message>
    <message>
        <source>{number} has no partner: {place} needs a number too.</source>
        <translation>{number}には相手がいません：{place}にも数字が必要です。</translation>
    </message>
    <message>
        <source>the rule that the inside is one single region</source>
        <translation>内側がひとつながりの領域になるというルール</translation>
    </message>
    <message>
        <source>the rule that every outside cell reaches the border</source>
        <translation>外側のマスはすべて盤の端につながるというルール</translation>
    </message>
    <message>
        <source>the rule that the loop never touches itself</source>
        <translation>ループが自分自身に接しないというルール</translation>
    </message>
    <message>
        <source>the rule that numbered cells are inside</source>
        <translation>数字のマスは内側にあるというルール</translation>
    </message>
    <message>
        <source>the rule that of each pair one number adds and the other multiplies</source>
        <translation>各組の一方の数字は足し算、もう一方は掛け算というルール</translation>
    </message>
    <message>
        <source>{number} is always inside the loop: it cannot be made outside.</source>
        <translation>{number}は常にループの内側です：外側にはできません。</translation>
    </message>
    <message>
        <source>Click a cell, type digits</source>
        <translation>マスをクリックして数字を入力</translation>
    </message>
    <message>
        <source>set its number (digits within a second form one)</source>
        <translation>数字を設定（1秒以内に続けた数字はまとめて1つの数）</translation>
    </message>
    <message>
        <source>? or -</source>
        <translation>? または -</translation>
    </message>
    <message>
        <source>a &quot;?&quot;: inside, its count not given (again: clear it)</source>
        <translation>「?」：内側で、数は与えられない（もう一度押すと消す）</translation>
    </message>
    <message>
        <source>Del, Backspace or 0</source>
        <translation>Del、Backspace または 0</translation>
    </message>
    <message>
        <source>clear the number</source>
        <translation>数字を消す</translation>
    </message>
    <message>
        <source>Right-click a cell</source>
        <translation>マスを右クリック</translation>
    </message>
    <message>
        <source>clear its number</source>
        <translation>数字を消す</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>move the cursor</source>
        <translation>カーソルを動かす</translation>
    </message>
    <message>
        <source>Drag along grid lines</source>
        <translation>盤の線に沿ってドラッグ</translation>
    </message>
    <message>
        <source>draw the loop (over drawn lines: erase)</source>
        <translation>ループを描く（描いた線の上では消す）</translation>
    </message>
    <message>
        <source>Click a line</source>
        <translation>線をクリック</translation>
    </message>
    <message>
        <source>draw or erase that side</source>
        <translation>その辺を描く・消す</translation>
    </message>
    <message>
        <source>Click or drag in cells</source>
        <translation>マスをクリック・ドラッグ</translation>
    </message>
    <message>
        <source>shade cells inside (from an inside cell: outside)</source>
        <translation>マスを内側に塗る（内側のマスから始めると外側に）</translation>
    </message>
    <message>
        <source>Right-click a line</source>
        <translation>線を右クリック</translation>
    </message>
    <message>
        <source>cross it out (no loop here)</source>
        <translation>×印を付ける（ここにループは通らない）</translation>
    </message>
    <message>
        <source>mark it outside with a dot</source>
        <translation>点を付けて外側にする</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>shade the cursor cell inside or outside</source>
        <translation>カーソルのマスを内側・外側に切り替え</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>mark the cursor cell outside</source>
        <translation>カーソルのマスを外側にする</translation>
    </message>
    <message>
        <source>Del or Backspace</source>
        <translation>Del または Backspace</translation>
    </message>
    <message>
        <source>make the cursor cell outside, no dot</source>
        <translation>カーソルのマスを点なしで外側にする</translation>
    </message>
    <message>
        <source>Shift+arrow</source>
        <translation>Shift+矢印キー</translation>
    </message>
    <message>
        <source>draw or erase the cursor cell&apos;s side</source>
        <translation>カーソルのマスの辺を描く・消す</translation>
    </message>
    <message>
        <source>Ctrl+arrow</source>
        <translation>Ctrl+矢印キー</translation>
    </message>
    <message>
        <source>cross out the cursor cell&apos;s side</source>
        <translation>カーソルのマスの辺に×印を付ける</translation>
    </message>
    <message>
        <source>Ctrl+click a number, or M</source>
        <translation>数字をCtrl+クリック、または M</translation>
    </message>
    <message>
        <source>note it: none, +, ×</source>
        <translation>メモ：なし、+、×の順</translation>
    </message>
    <message>
        <source>+ or *</source>
        <translation>+ または *</translation>
    </message>
    <message>
        <source>note the cursor number as additive or multiplicative</source>
        <translation>カーソルの数字を足し算・掛け算としてメモ</translation>
    </message>
    <message>
        <source>Clear number</source>
        <translation>数字を消す</translation>
    </message>
    <message>
        <source>Draw loop</source>
        <translation>ループを描く</translation>
    </message>
    <message>
        <source>Cross line</source>
        <translation>線に×印を付ける</translation>
    </message>
    <message>
        <source>Shade cell</source>
        <translation>マスを塗る</translation>
    </message>
    <message>
        <source>Mark outside</source>
        <translation>外側の印を付ける</translation>
    </message>
    <message>
        <source>Clear cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>Type ?</source>
        <translation>?を入力</translation>
    </message>
    <message>
        <source>Type number</source>
        <translation>数字を入力</translation>
    </message>
    <message>
        <source>Erase loop</source>
        <translation>ループを消す</translation>
    </message>
    <message>
        <source>Shade inside</source>
        <translation>内側に塗る</translation>
    </message>
    <message>
        <source>Shade outside</source>
        <translation>外側に塗る</translation>
    </message>
    <message>
        <source>+ and × notes belong to Additive/Multiplicative Corral.</source>
        <translation>+と×のメモは足し算・掛け算バッグ専用です。</translation>
    </message>
    <message>
        <source>Only a number can be noted as + or ×.</source>
        <translation>+や×のメモを付けられるのは数字だけです。</translation>
    </message>
    <message>
        <source>Note + or ×</source>
        <translation>+か×をメモ</translation>
    </message>
    <message>
        <source>{number} at {place}</source>
        <translation>{place}に{number}</translation>
    </message>
    <message>
        <source>{first} at {first_place} and {second} at {second_place} (the {added} counts, the {multiplied} multiplies)</source>
        <translation>{first_place}に{first}、{second_place}に{second}（{added}は足し算、{multiplied}は掛け算）</translation>
    </message>
</context>
<context>
    <name>gates</name>
    <message>
        <source>Y Gates</source>
        <translation>Yゲイツ</translation>
    </message>
    <message>
        <source>Hex Gates</source>
        <translation>ヘックスゲイツ</translation>
    </message>
    <message>
        <source>Cross Gates</source>
        <translation>クロスゲイツ</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>The swap option is off in this game.</source>
        <translation>この対局ではスワップは使えません。</translation>
    </message>
    <message>
        <source>Swapping is only allowed as Dark&apos;s answer to Light&apos;s first tile.</source>
        <translation>スワップできるのは、ライトの最初のタイルに対するダークの応手としてだけです。</translation>
    </message>
    <message>
        <source>That cell is not on the board.</source>
        <translation>そのマスは盤上にありません。</translation>
    </message>
    <message>
        <source>Cell {cell} already holds a tile.</source>
        <translation>{cell}にはすでにタイルがあります。</translation>
    </message>
    <message>
        <source>Orientation {letter} is only allowed with the align option; use a, b or c.</source>
        <translation>向き{letter}はアラインありの場合だけ使えます。a、b、c のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>There is no orientation {value}.</source>
        <translation>向き{value}はありません。</translation>
    </message>
    <message>
        <source>A tile on {cell} in orientation {letter} clashes with its neighbours&apos; colours and matches none of them; a clashing tile needs at least one matching neighbour.</source>
        <translation>{cell}に向き{letter}で置くタイルは隣の色と食い違い、どの隣とも合っていません。食い違うタイルには色の合う隣が少なくとも1つ必要です。</translation>
    </message>
    <message>
        <source>The board is full and nobody has won: a draw.</source>
        <translation>盤が埋まり、誰も勝っていません：引き分けです。</translation>
    </message>
    <message>
        <source>{colour} has no legal move: a draw.</source>
        <translation>{colour}には合法手がありません：引き分けです。</translation>
    </message>
    <message>
        <source>No move to take back.</source>
        <translation>戻せる手がありません。</translation>
    </message>
    <message>
        <source>{colour} wins: a {colour} path joins the {first} and {second} sides.</source>
        <translation>{colour}の勝ち：{colour}の道が{first}辺と{second}辺をつなぎました。</translation>
    </message>
    <message>
        <source>{colour} wins: a {colour} path touches all three sides.</source>
        <translation>{colour}の勝ち：{colour}の道が3辺すべてに接しました。</translation>
    </message>
    <message>
        <source>{colour} wins: a {colour} path touches three non-adjacent sides ({sides}).</source>
        <translation>{colour}の勝ち：{colour}の道が隣り合わない3辺（{sides}）に接しました。</translation>
    </message>
    <message>
        <source>{colour} wins: a {loser} path joins the opposite {first} and {second} sides without touching three non-adjacent sides.</source>
        <translation>{colour}の勝ち：{loser}の道が、隣り合わない3辺に接する前に向かい合う{first}辺と{second}辺をつなぎました。</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>first player, the computer</source>
        <translation>先手、コンピューター</translation>
    </message>
    <message>
        <source>first player, a person</source>
        <translation>先手、人</translation>
    </message>
    <message>
        <source>second player, the computer</source>
        <translation>後手、コンピューター</translation>
    </message>
    <message>
        <source>second player, a person</source>
        <translation>後手、人</translation>
    </message>
    <message>
        <source>Gates</source>
        <translation>ゲイツ</translation>
    </message>
    <message>
        <source>Swap option</source>
        <translation>スワップ</translation>
    </message>
    <message>
        <source>After Light&apos;s first tile, Dark may swap colours instead of moving.</source>
        <translation>ライトの最初のタイルの後、ダークは手を打つ代わりに色を交換できます。</translation>
    </message>
    <message>
        <source>Align option (six orientations)</source>
        <translation>アライン（6方向の向き）</translation>
    </message>
    <message>
        <source>Tiles may lie in all six ways; a clashing tile must match a neighbour.</source>
        <translation>タイルを6通りの向きに置けます。色が食い違うタイルは隣の1つと色が合っていなければなりません。</translation>
    </message>
    <message>
        <source>First player (Light)</source>
        <translation>先手（ライト）</translation>
    </message>
    <message>
        <source>Who lays the first tile: a person at this computer, or the computer.</source>
        <translation>最初のタイルを置く人：このコンピューターの前にいる人か、コンピューター。</translation>
    </message>
    <message>
        <source>Second player (Dark)</source>
        <translation>後手（ダーク）</translation>
    </message>
    <message>
        <source>Who answers (and may swap): a person, or the computer.</source>
        <translation>応じる側（スワップもできる）：人か、コンピューター。</translation>
    </message>
    <message>
        <source>Computer&apos;s thinking time</source>
        <translation>コンピューターの思考時間</translation>
    </message>
    <message>
        <source>Time per move; longer is stronger.</source>
        <translation>1手あたりの時間。長いほど強くなります。</translation>
    </message>
    <message>
        <source>Two players take turns placing tiles; each wins with a path of their colour touching all three sides.</source>
        <translation>2人が交互にタイルを置き、自分の色の道で3辺すべてに接したほうが勝ちです。</translation>
    </message>
    <message>
        <source>Two players take turns placing tiles; each wins with a path of their colour joining your pair of opposite sides.</source>
        <translation>2人が交互にタイルを置き、自分の色の道で自分の担当の向かい合う2辺をつないだほうが勝ちです。</translation>
    </message>
    <message>
        <source>Two players take turns placing tiles; each wins with a path of their colour touching three non-adjacent sides without first joining two opposite ones.</source>
        <translation>2人が交互にタイルを置き、向かい合う2辺を先につなぐことなく、自分の色の道で隣り合わない3辺に接したほうが勝ちです。</translation>
    </message>
    <message>
        <source>Two players take turns placing tiles; each wins with a path of their colour reaching their goal.</source>
        <translation>2人が交互にタイルを置き、自分の色の道で目標を達成したほうが勝ちです。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{board} {size}, swap {swap}, align {align}.</source>
        <translation>{board} {size}、スワップ{swap}、アライン{align}。</translation>
    </message>
    <message>
        <source>{set_up}: click an empty cell to place a tile, click a tile to remove it; R or the wheel turns the tile; T changes whose turn it is.</source>
        <translation>{set_up}：空きマスをクリックでタイルを置き、タイルをクリックで取り除きます。R またはホイールでタイルを回し、T で手番を交代します。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>{colour} was played by the {who}.</source>
        <translation>{colour}は{who}が担当しました。</translation>
    </message>
    <message>
        <source>{count} moves.</source>
        <translation>{count}手。</translation>
    </message>
    <message>
        <source>{colour} wins</source>
        <translation>{colour}の勝ち</translation>
    </message>
    <message>
        <source>{colour} to move</source>
        <translation>{colour}の手番</translation>
    </message>
    <message>
        <source>{colour} ({who}) to move; {count} move so far.</source>
        <translation>{colour}（{who}）の手番。ここまで{count}手。</translation>
    </message>
    <message>
        <source>{colour} ({who}) to move; {count} moves so far.</source>
        <translation>{colour}（{who}）の手番。ここまで{count}手。</translation>
    </message>
    <message>
        <source>Dark may swap colours instead of laying a tile (Swap button or S).</source>
        <translation>ダークはタイルを置く代わりに色を交換できます（スワップボタンまたは S）。</translation>
    </message>
    <message>
        <source>Dark may swap colours instead of laying a tile.</source>
        <translation>ダークはタイルを置く代わりに色を交換できます。</translation>
    </message>
    <message>
        <source>Last move: {move}.</source>
        <translation>最後の手：{move}。</translation>
    </message>
    <message>
        <source>Goal: a path touching all three sides.</source>
        <translation>目標：3辺すべてに接する道。</translation>
    </message>
    <message>
        <source>Goal: Light joins top and bottom, Dark joins left and right.</source>
        <translation>目標：ライトは上辺と下辺を、ダークは左辺と右辺をつなぐ。</translation>
    </message>
    <message>
        <source>Goal: a path touching three non-adjacent sides; joining two opposite sides loses.</source>
        <translation>目標：隣り合わない3辺に接する道。向かい合う2辺をつなぐと負け。</translation>
    </message>
    <message>
        <source>a sure win, no playouts needed</source>
        <translation>確実な勝ち、プレイアウト不要</translation>
    </message>
    <message>
        <source>{count} playouts</source>
        <translation>プレイアウト{count}回</translation>
    </message>
    <message>
        <source>Thinking time:</source>
        <translation>思考時間：</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>スワップ(&amp;W)</translation>
    </message>
    <message>
        <source>Dark&apos;s answer to the first tile: exchange colours</source>
        <translation>最初のタイルに対するダークの応手：色を交換する</translation>
    </message>
    <message>
        <source>&amp;Computer move</source>
        <translation>コンピューターの手(&amp;C)</translation>
    </message>
    <message>
        <source>Let the computer play the side to move now</source>
        <translation>手番の側をコンピューターに今すぐ打たせる</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Best move?</source>
        <translation>最善手は？(&amp;B)</translation>
    </message>
    <message>
        <source>Ask the computer for its best move and Light&apos;s chance, without playing it</source>
        <translation>コンピューターに最善手とライトの勝率を尋ねる（打ちはしない）</translation>
    </message>
    <message>
        <source>Change &amp;turn</source>
        <translation>手番を交代(&amp;T)</translation>
    </message>
    <message>
        <source>{set_up}: let the other colour move next (T)</source>
        <translation>{set_up}：相手の色を次の手番にする（T）</translation>
    </message>
    <message>
        <source>&amp;Estimate when a person moves</source>
        <translation>人の手番でも形勢を推定する(&amp;E)</translation>
    </message>
    <message>
        <source>While a person is to move, the computer estimates the position for the plot (it never shows its move unasked)</source>
        <translation>人の手番の間、コンピューターがグラフのために形勢を推定します（頼まれない限り手は見せません）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>move {number} of {count}</source>
        <translation>{count}手中{number}手目</translation>
    </message>
    <message>
        <source>Light&apos;s chance to win after each move (click a point to go there):</source>
        <translation>各手の後のライトの勝率（点をクリックするとその局面へ）：</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>T&amp;hink on the person&apos;s time</source>
        <translation>相手の手番中も考える(&amp;H)</translation>
    </message>
    <message>
        <source>While you are to move against the computer, it keeps searching, so its next move rests on more playouts (its thinking time stays as chosen)</source>
        <translation>あなたの手番の間もコンピューターは読み続け、次の手をより多くのプレイアウトに基づいて選びます（思考時間は選んだとおりです）</translation>
    </message>
    <message>
        <source>Light %</source>
        <translation>ライト %</translation>
    </message>
    <message>
        <source>move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Stopped. Play a move, or press Computer move.</source>
        <translation>停止しました。手を打つか、「コンピューターの手」を押してください。</translation>
    </message>
    <message>
        <source>go to move {number}</source>
        <translation>{number}手目へ移動</translation>
    </message>
    <message>
        <source>Estimating this position… {count} playouts; Light&apos;s chance {chance}</source>
        <translation>この局面を推定中… プレイアウト{count}回、ライトの勝率{chance}</translation>
    </message>
    <message>
        <source>The computer is thinking… {count} playouts; best so far {best}; Light&apos;s chance {chance}</source>
        <translation>コンピューターが思考中… プレイアウト{count}回、現在の最善手{best}、ライトの勝率{chance}</translation>
    </message>
    <message>
        <source>The computer played {move} ({effort}); Light&apos;s chance {chance}.</source>
        <translation>コンピューターは{move}を打ちました（{effort}）。ライトの勝率{chance}。</translation>
    </message>
    <message>
        <source>move {number} ({move}, computer)</source>
        <translation>{number}手目（{move}、コンピューター）</translation>
    </message>
    <message>
        <source>Best move: {move}; Light&apos;s chance {chance} ({effort}).</source>
        <translation>最善手：{move}、ライトの勝率{chance}（{effort}）。</translation>
    </message>
    <message>
        <source>The computer failed: {message}</source>
        <translation>コンピューターでエラーが発生しました：{message}</translation>
    </message>
    <message>
        <source>First player ({colour}):</source>
        <translation>先手（{colour}）：</translation>
    </message>
    <message>
        <source>Second player ({colour}):</source>
        <translation>後手（{colour}）：</translation>
    </message>
    <message>
        <source>{colour} to move (computer)</source>
        <translation>{colour}の手番（コンピューター）</translation>
    </message>
    <message>
        <source>{set_up} — {head}</source>
        <translation>{set_up} — {head}</translation>
    </message>
    <message>
        <source>The computer plays {colour}: press “{button}” to let it move.</source>
        <translation>コンピューターが{colour}を担当しています：「{button}」を押すと打ちます。</translation>
    </message>
    <message>
        <source>Tile orientation {letter}</source>
        <translation>タイルの向き{letter}</translation>
    </message>
    <message>
        <source>The computer is thinking about its move; press Stop to move yourself.</source>
        <translation>コンピューターが思考中です。自分で打つには停止を押してください。</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>{number}手目（{move}）</translation>
    </message>
    <message>
        <source>Remove tile {cell}</source>
        <translation>タイル{cell}を取り除く</translation>
    </message>
    <message>
        <source>Place tile {letter}:{cell}</source>
        <translation>タイル{letter}:{cell}を置く</translation>
    </message>
    <message>
        <source>{colour} moves next</source>
        <translation>次は{colour}の手番です</translation>
    </message>
    <message>
        <source>turn the tile (a, b, c)</source>
        <translation>タイルを回す（a、b、c）</translation>
    </message>
    <message>
        <source>turn the tile (a to f)</source>
        <translation>タイルを回す（a～f）</translation>
    </message>
    <message>
        <source>Click an empty cell</source>
        <translation>空きマスをクリック</translation>
    </message>
    <message>
        <source>place the tile shown</source>
        <translation>表示中のタイルを置く</translation>
    </message>
    <message>
        <source>Click or right-click a tile</source>
        <translation>タイルをクリック・右クリック</translation>
    </message>
    <message>
        <source>remove it</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>R or the wheel (Shift+R back)</source>
        <translation>R またはホイール（Shift+R で逆回り）</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>change whose turn it is</source>
        <translation>手番を交代する</translation>
    </message>
    <message>
        <source>Click a cell</source>
        <translation>マスをクリック</translation>
    </message>
    <message>
        <source>lay the tile shown</source>
        <translation>表示中のタイルを置く</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>swap colours (Dark, after the first tile)</source>
        <translation>色を交換する（ダーク、最初のタイルの後）</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>局面の設定</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>盤が埋まった</translation>
    </message>
    <message>
        <source>nobody can lay a tile</source>
        <translation>誰もタイルを置けない</translation>
    </message>
    <message>
        <source>{colour} joined two opposite sides</source>
        <translation>{colour}が向かい合う2辺をつないだ</translation>
    </message>
    <message>
        <source>{colour} connected all three sides</source>
        <translation>{colour}が3辺すべてをつないだ</translation>
    </message>
    <message>
        <source>{colour} joined the {first} and {second} sides</source>
        <translation>{colour}が{first}辺と{second}辺をつないだ</translation>
    </message>
    <message>
        <source>{colour} touched three non-adjacent sides</source>
        <translation>{colour}が隣り合わない3辺に接した</translation>
    </message>
    <message>
        <source>Draw: {how}</source>
        <translation>引き分け：{how}</translation>
    </message>
    <message>
        <source>{colour} wins: {how}</source>
        <translation>{colour}の勝ち：{how}</translation>
    </message>
    <message>
        <source>You won! {how}</source>
        <translation>あなたの勝ち！ {how}</translation>
    </message>
    <message>
        <source>You lost: {how}</source>
        <translation>あなたの負け：{how}</translation>
    </message>
</context>
<context>
    <name>hebi-ichigo</name>
    <message>
        <source>Hebi-Ichigo</source>
        <translation>へびいちご</translation>
    </message>
    <message>
        <source>Write the snakes to begin: drag from an empty cell to write 1 to 5.</source>
        <translation>空きマスからドラッグして、1～5のへびを書き始めましょう。</translation>
    </message>
    <message>
        <source>Place snakes of five white cells numbered 1 to 5 in order, different snakes never touching side by side; an arrow&apos;s number is the first digit seen that way (0: none), and no snake&apos;s head (1) looks straight at another snake.</source>
        <translation>白マスに1から5の数字を順に並べた5マスのへびを置きます。異なるへびどうしは辺で接しません。矢印の数字はその向きに最初に見える数字（0：なし）で、へびの頭（1）はまっすぐ他のへびを見ていてはいけません。</translation>
    </message>
    <message>
        <source>{place} holds a {digit}</source>
        <translation>{place}は{digit}</translation>
    </message>
    <message>
        <source>{place} holds no {digit}</source>
        <translation>{place}は{digit}ではない</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first}か{last}</translation>
    </message>
    <message>
        <source>{place} stays empty</source>
        <translation>{place}は空白のまま</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>{digit} twice</source>
        <translation>{digit}が2回</translation>
    </message>
    <message>
        <source>{digit} three times</source>
        <translation>{digit}が3回</translation>
    </message>
    <message>
        <source>{digit} four times</source>
        <translation>{digit}が4回</translation>
    </message>
    <message>
        <source>{digit} five times</source>
        <translation>{digit}が5回</translation>
    </message>
    <message>
        <source>The up arrow {n} at {place}</source>
        <translation>{place}の上向き矢印の{n}</translation>
    </message>
    <message>
        <source>The down arrow {n} at {place}</source>
        <translation>{place}の下向き矢印の{n}</translation>
    </message>
    <message>
        <source>The left arrow {n} at {place}</source>
        <translation>{place}の左向き矢印の{n}</translation>
    </message>
    <message>
        <source>The right arrow {n} at {place}</source>
        <translation>{place}の右向き矢印の{n}</translation>
    </message>
    <message>
        <source>A digit is written into the black cell at {place}; digits go into white cells only.</source>
        <translation>{place}の黒マスに数字が書かれています。数字は白マスにだけ入ります。</translation>
    </message>
    <message>
        <source>{snake} has only {n} cell; it has no room left to grow to five cells.</source>
        <translation>{snake}は{n}マスしかありません。5マスに伸びる余地がもうありません。</translation>
    </message>
    <message>
        <source>{snake} has only {n} cells; it has no room left to grow to five cells.</source>
        <translation>{snake}は{n}マスしかありません。5マスに伸びる余地がもうありません。</translation>
    </message>
    <message>
        <source>{snake} has only {n} cell; every snake is five cells numbered 1 to 5 in order.</source>
        <translation>{snake}は{n}マスしかありません。へびは1から5の数字が順に並んだ5マスです。</translation>
    </message>
    <message>
        <source>{snake} has only {n} cells; every snake is five cells numbered 1 to 5 in order.</source>
        <translation>{snake}は{n}マスしかありません。へびは1から5の数字が順に並んだ5マスです。</translation>
    </message>
    <message>
        <source>{snake}: these {n} digits join into one snake (neighbours differing by one join up); a snake has exactly five cells.</source>
        <translation>{snake}：この{n}個の数字はひとつのへびにつながります（1違いの数字が隣り合うとつながります）。へびはちょうど5マスです。</translation>
    </message>
    <message>
        <source>{snake} holds {repeats} and lacks {missing}; a snake holds 1, 2, 3, 4 and 5 once each.</source>
        <translation>{snake}には{repeats}あり、{missing}がありません。へびは1、2、3、4、5を1回ずつ含みます。</translation>
    </message>
    <message>
        <source>{snake} holds {repeats}; a snake holds 1, 2, 3, 4 and 5 once each.</source>
        <translation>{snake}には{repeats}あります。へびは1、2、3、4、5を1回ずつ含みます。</translation>
    </message>
    <message>
        <source>{snake} and {other} touch side by side at {place}; different snakes may only touch diagonally.</source>
        <translation>{snake}と{other}が{place}で辺で接しています。異なるへびは斜めにしか接せません。</translation>
    </message>
    <message>
        <source>{arrow} must see a {n} first, but it sees no digit yet.</source>
        <translation>{arrow}は最初に{n}が見えなければなりませんが、まだ数字が見えません。</translation>
    </message>
    <message>
        <source>{arrow} must see a {n} first, but it sees no digit, and no free cell is left in its line.</source>
        <translation>{arrow}は最初に{n}が見えなければなりませんが、数字が見えず、その列に空いているマスも残っていません。</translation>
    </message>
    <message>
        <source>{arrow} shows 0, so it must see no digit, but it sees the {digit} at {place}.</source>
        <translation>{arrow}は0なので数字が見えてはいけませんが、{place}の{digit}が見えています。</translation>
    </message>
    <message>
        <source>{arrow} must see a {n} first, but the first digit it sees is the {digit} at {place}.</source>
        <translation>{arrow}は最初に{n}が見えなければなりませんが、最初に見える数字は{place}の{digit}です。</translation>
    </message>
    <message>
        <source>The snake with its head at {head} looks {direction} and sees {other} at {place}; the first digit a snake sees may only be its own.</source>
        <translation>頭が{head}にあるへびは{direction}を向いていて、{place}の{other}が見えています。へびが最初に見る数字は自分自身のものでなければなりません。</translation>
    </message>
    <message>
        <source>{arrow} looks straight at the border, so it can never see a digit.</source>
        <translation>{arrow}はまっすぐ盤の端を向いているので、数字が見えることはありません。</translation>
    </message>
    <message>
        <source>{arrow} looks straight at a black cell, so it can never see a digit.</source>
        <translation>{arrow}はまっすぐ黒マスを向いているので、数字が見えることはありません。</translation>
    </message>
    <message>
        <source>the snake with its head at {place}</source>
        <translation>頭が{place}にあるへび</translation>
    </message>
    <message>
        <source>The snake with its head at {place}</source>
        <translation>頭が{place}にあるへび</translation>
    </message>
    <message>
        <source>the snake at {place}</source>
        <translation>{place}のへび</translation>
    </message>
    <message>
        <source>The snake at {place}</source>
        <translation>{place}のへび</translation>
    </message>
    <message>
        <source>the snake-shape rule</source>
        <translation>へびの形のルール</translation>
    </message>
    <message>
        <source>the no-touching rule</source>
        <translation>へびどうしが接しないルール</translation>
    </message>
    <message>
        <source>the eyes rule</source>
        <translation>へびの目のルール</translation>
    </message>
    <message>
        <source>the up arrow at {place}</source>
        <translation>{place}の上向き矢印</translation>
    </message>
    <message>
        <source>the down arrow at {place}</source>
        <translation>{place}の下向き矢印</translation>
    </message>
    <message>
        <source>the left arrow at {place}</source>
        <translation>{place}の左向き矢印</translation>
    </message>
    <message>
        <source>the right arrow at {place}</source>
        <translation>{place}の右向き矢印</translation>
    </message>
    <message>
        <source>the {n} on the up arrow at {place}</source>
        <translation>{place}の上向き矢印の{n}</translation>
    </message>
    <message>
        <source>the {n} on the down arrow at {place}</source>
        <translation>{place}の下向き矢印の{n}</translation>
    </message>
    <message>
        <source>the {n} on the left arrow at {place}</source>
        <translation>{place}の左向き矢印の{n}</translation>
    </message>
    <message>
        <source>the {n} on the right arrow at {place}</source>
        <translation>{place}の右向き矢印の{n}</translation>
    </message>
    <message>
        <source>Give the cell an arrow first (drag from it or Shift+arrow).</source>
        <translation>先にマスに矢印を付けてください（マスからドラッグするか Shift+矢印キー）。</translation>
    </message>
    <message>
        <source>Black cells take no digits or dots: they only block and carry arrows.</source>
        <translation>黒マスには数字も点も入りません：黒マスは視線をさえぎり、矢印を載せるだけです。</translation>
    </message>
    <message>
        <source>Snake outlines</source>
        <translation>へびの輪郭</translation>
    </message>
    <message>
        <source>Click a white cell</source>
        <translation>白マスをクリック</translation>
    </message>
    <message>
        <source>make it black</source>
        <translation>黒マスにする</translation>
    </message>
    <message>
        <source>Drag across white cells</source>
        <translation>白マスの上をドラッグ</translation>
    </message>
    <message>
        <source>paint them black</source>
        <translation>黒く塗る</translation>
    </message>
    <message>
        <source>Click a black cell</source>
        <translation>黒マスをクリック</translation>
    </message>
    <message>
        <source>make it white (on an arrow: select it)</source>
        <translation>白マスにする（矢印なら選択）</translation>
    </message>
    <message>
        <source>Drag from a black cell to a neighbour</source>
        <translation>黒マスから隣へドラッグ</translation>
    </message>
    <message>
        <source>point its arrow that way</source>
        <translation>矢印をその向きにする</translation>
    </message>
    <message>
        <source>Drag back onto the cell or the same way</source>
        <translation>マスに戻すか同じ向きにドラッグ</translation>
    </message>
    <message>
        <source>take the arrow off</source>
        <translation>矢印を取る</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>Shift+arrow key</source>
        <translation>Shift+矢印キー</translation>
    </message>
    <message>
        <source>give the cell an arrow</source>
        <translation>マスに矢印を付ける</translation>
    </message>
    <message>
        <source>0-5</source>
        <translation>0-5</translation>
    </message>
    <message>
        <source>the arrow&apos;s number</source>
        <translation>矢印の数字</translation>
    </message>
    <message>
        <source>B or Space</source>
        <translation>B または Space</translation>
    </message>
    <message>
        <source>toggle black</source>
        <translation>黒を切り替え</translation>
    </message>
    <message>
        <source>Backspace or Delete</source>
        <translation>Backspace または Delete</translation>
    </message>
    <message>
        <source>clear number, then arrow, then black</source>
        <translation>数字、矢印、黒の順に消す</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>move the cursor</source>
        <translation>カーソルを動かす</translation>
    </message>
    <message>
        <source>Drag from an empty cell</source>
        <translation>空きマスからドラッグ</translation>
    </message>
    <message>
        <source>write 1, 2, 3… along the path</source>
        <translation>道に沿って1、2、3…と書く</translation>
    </message>
    <message>
        <source>Drag from a digit</source>
        <translation>数字からドラッグ</translation>
    </message>
    <message>
        <source>carry on counting from it</source>
        <translation>その数字から続けて数える</translation>
    </message>
    <message>
        <source>Drag back one cell</source>
        <translation>1マス戻る</translation>
    </message>
    <message>
        <source>take the last digit back</source>
        <translation>最後の数字を取り消す</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
    <message>
        <source>select a cell</source>
        <translation>マスを選ぶ</translation>
    </message>
    <message>
        <source>dot: no digit here</source>
        <translation>点：ここに数字はない</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>右ドラッグ</translation>
    </message>
    <message>
        <source>erase</source>
        <translation>消す</translation>
    </message>
    <message>
        <source>1-5</source>
        <translation>1-5</translation>
    </message>
    <message>
        <source>write a digit</source>
        <translation>数字を書く</translation>
    </message>
    <message>
        <source>0, Space, Backspace or Delete</source>
        <translation>0、Space、Backspace または Delete</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>show or hide snake outlines</source>
        <translation>へびの輪郭を表示・非表示</translation>
    </message>
    <message>
        <source>Clear cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>Paint black</source>
        <translation>黒く塗る</translation>
    </message>
    <message>
        <source>Dot</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Clear black</source>
        <translation>黒を消す</translation>
    </message>
    <message>
        <source>Write snake</source>
        <translation>へびを書く</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>消す</translation>
    </message>
    <message>
        <source>Set arrow</source>
        <translation>矢印を付ける</translation>
    </message>
    <message>
        <source>Remove arrow</source>
        <translation>矢印を取る</translation>
    </message>
    <message>
        <source>Snake outlines on.</source>
        <translation>へびの輪郭を表示します。</translation>
    </message>
    <message>
        <source>Snake outlines off.</source>
        <translation>へびの輪郭を隠します。</translation>
    </message>
    <message>
        <source>Snakes are numbered 1 to {n}.</source>
        <translation>へびの数字は1から{n}です。</translation>
    </message>
    <message>
        <source>Write {digit}</source>
        <translation>{digit}を書く</translation>
    </message>
    <message>
        <source>Toggle black</source>
        <translation>黒を切り替え</translation>
    </message>
    <message>
        <source>Arrow numbers run 0 to {n}.</source>
        <translation>矢印の数字は0から{n}です。</translation>
    </message>
    <message>
        <source>Arrow number</source>
        <translation>矢印の数字</translation>
    </message>
    <message>
        <source>Clear number</source>
        <translation>数字を消す</translation>
    </message>
    <message>
        <source>{number} on the arrow pointing {direction} at {place}</source>
        <translation>{place}の{direction}向きの矢印に{number}</translation>
    </message>
    <message>
        <source>an arrow pointing {direction} with {number} at {place}</source>
        <translation>{place}に{direction}向きの矢印と{number}</translation>
    </message>
    <message>
        <source>a black cell with an arrow pointing {direction} and {number} at {place}</source>
        <translation>{place}に黒マスと{direction}向きの矢印と{number}</translation>
    </message>
</context>
<context>
    <name>ore-soccer</name>
    <message>
        <source>Ore Soccer</source>
        <translation>オレサッカー</translation>
    </message>
    <message>
        <source>Drag the ball&apos;s path from a white circle to the goal to begin.</source>
        <translation>ボールの道を白丸からゴールまでドラッグして始めましょう。</translation>
    </message>
    <message>
        <source>Strict moves</source>
        <translation>厳密な移動</translation>
    </message>
    <message>
        <source>On: move lines may not touch at all, so no circle may move onto the cell another circle leaves (no chains). Off (the formal rules): chains are allowed.</source>
        <translation>オン：移動の線はまったく接してはいけないので、他の丸が離れたマスに丸が移動することはできません（連鎖なし）。オフ（正式なルール）：連鎖は認められます。</translation>
    </message>
    <message>
        <source>Pick a white circle to start and move each other white circle one step or not at all, then draw a path in the eight directions to the goal that avoids black circles, turns only on white circles, and meets circle k as its k-th.</source>
        <translation>キックオフする白丸を1つ選び、他の白丸をそれぞれ1マス動かすか動かさないかを決めてから、8方向に進むボールの道をゴールまで描きます。道は黒丸を避け、白丸の上でだけ曲がり、数字kの丸をk番目に通ります。</translation>
    </message>
    <message>
        <source>{n} white circle</source>
        <translation>白丸{n}個</translation>
    </message>
    <message>
        <source>{n} white circles</source>
        <translation>白丸{n}個</translation>
    </message>
    <message>
        <source>{n} black circle</source>
        <translation>黒丸{n}個</translation>
    </message>
    <message>
        <source>{n} black circles</source>
        <translation>黒丸{n}個</translation>
    </message>
    <message>
        <source>There is no goal yet</source>
        <translation>まだゴールがありません</translation>
    </message>
    <message>
        <source>Some goal cells lie below the top row</source>
        <translation>ゴールのマスの一部が最上段より下にあります</translation>
    </message>
    <message>
        <source>The goal is split into pieces</source>
        <translation>ゴールがいくつかに分かれています</translation>
    </message>
    <message>
        <source>The puzzle has {white} and {black}; it needs as many of each.</source>
        <translation>この問題には{white}と{black}があります。同じ数だけ必要です。</translation>
    </message>
    <message>
        <source>{fault}: the goal is a single run of grey cells in the top row (drag along the top row to set it).</source>
        <translation>{fault}：ゴールは最上段の灰色のマスの1つの並びです（最上段に沿ってドラッグして設定します）。</translation>
    </message>
    <message>
        <source>There is no white circle to kick off from.</source>
        <translation>キックオフする白丸がありません。</translation>
    </message>
    <message>
        <source>The {n} at {place} is larger than the number of white circles ({count}).</source>
        <translation>{place}の{n}が白丸の数（{count}）より大きいです。</translation>
    </message>
    <message>
        <source>{count} circles show the number {n} ({places}); each position along the path belongs to one circle.</source>
        <translation>{count}個の丸が同じ数字{n}を示しています（{places}）。道に沿った各順番は1つの丸だけのものです。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>up-left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>up-right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>down-left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>down-right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>the ball kicks off from {circle}</source>
        <translation>ボールは{circle}からキックオフする</translation>
    </message>
    <message>
        <source>{circle} does not kick off</source>
        <translation>{circle}はキックオフしない</translation>
    </message>
    <message>
        <source>{circle} stays</source>
        <translation>{circle}は動かない</translation>
    </message>
    <message>
        <source>{circle} moves</source>
        <translation>{circle}は動く</translation>
    </message>
    <message>
        <source>{circle} moves {way} to {place}</source>
        <translation>{circle}は{way}の{place}へ動く</translation>
    </message>
    <message>
        <source>{circle} does not move {way} to {place}</source>
        <translation>{circle}は{way}の{place}へは動かない</translation>
    </message>
    <message>
        <source>the path joins {first} and {second}</source>
        <translation>道は{first}と{second}をつなぐ</translation>
    </message>
    <message>
        <source>The path reaches the goal, but the steps at {places} are not on it: the ball's path is one line.</source>
        <translation>道はゴールに着いていますが、{places}の線は道に含まれていません。ボールの道は一本の線です。</translation>
    </message>
    <message>
        <source>The steps at {places} are not joined to the path yet: the path takes them in when it gets there.</source>
        <translation>{places}の線はまだ道につながっていません。道がそこまで来るとつながります。</translation>
    </message>
    <message>
        <source>the path runs {cells}</source>
        <translation>道は{cells}と進む</translation>
    </message>
    <message>
        <source> – </source>
        <translation>→</translation>
    </message>
    <message>
        <source>the path does not join {first} and {second}</source>
        <translation>道は{first}と{second}をつながない</translation>
    </message>
    <message>
        <source>the circle at {place}</source>
        <translation>{place}の丸</translation>
    </message>
    <message>
        <source>the {n} at {place}</source>
        <translation>{place}の{n}</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <source>between rows {top} and {bottom}, columns {left} and {right}</source>
        <translation>{top}行と{bottom}行、{left}列と{right}列の間</translation>
    </message>
    <message>
        <source>the circle from {place} (now at {now})</source>
        <translation>{place}から（今は{now}にいる）丸</translation>
    </message>
    <message>
        <source>No path yet: draw the ball&apos;s path from a white circle to the goal.</source>
        <translation>まだ道がありません：白丸からゴールまでボールの道を描いてください。</translation>
    </message>
    <message>
        <source>The path begins at {place} on a circle that moved there from {origin}; the player who kicks off never moves, so the path begins on a circle that stays.</source>
        <translation>道が{place}から始まっていますが、その丸は{origin}から移動してきたものです。キックオフする選手は動かないので、道は動かない丸から始まります。</translation>
    </message>
    <message>
        <source>The path begins at {place}, where no white circle stands; it begins on the player who kicks off.</source>
        <translation>道が{place}から始まっていますが、そこに白丸はありません。道はキックオフする選手から始まります。</translation>
    </message>
    <message>
        <source>The path passes {place} twice; it visits every cell at most once.</source>
        <translation>道が{place}を2回通っています。道は各マスを多くても1回しか通りません。</translation>
    </message>
    <message>
        <source>The path crosses itself {where}; it may never cross.</source>
        <translation>道が{where}で交差しています。道は交差できません。</translation>
    </message>
    <message>
        <source>The path branches at {place}, where it kicks off: only one step leaves the kick-off circle.</source>
        <translation>道が{place}で枝分かれしています。ここはキックオフの丸なので、出ていく歩は1つだけです。</translation>
    </message>
    <message>
        <source>The path branches at {place}: it is one line, so at most two of its steps meet at a cell.</source>
        <translation>道が{place}で枝分かれしています。道は1本の線なので、1つのマスで出会う歩は2つまでです。</translation>
    </message>
    <message>
        <source>The steps at {places} close a loop: the ball&apos;s path is one line from the kick-off to the goal.</source>
        <translation>{places}の歩が輪になっています。ボールの道はキックオフからゴールまでの1本の線です。</translation>
    </message>
    <message>
        <source>The path enters {place}, which you dotted as a cell the ball never enters.</source>
        <translation>道が{place}に入っています。そのマスにはボールが入らないという点を打っています。</translation>
    </message>
    <message>
        <source>The path runs into the black circle at {place}; opponents block the ball.</source>
        <translation>道が{place}の黒丸に当たっています。相手選手はボールを止めます。</translation>
    </message>
    <message>
        <source>The path enters the goal at {place} before its end; it reaches the goal only with its last cell.</source>
        <translation>道が終点より前に{place}でゴールに入っています。道は最後のマスでだけゴールに届きます。</translation>
    </message>
    <message>
        <source>The path turns at {place}, where no white circle stands; it changes direction only where a circle ends up.</source>
        <translation>道が{place}で曲がっていますが、そこに白丸はいません。道は丸が最終的にいるマスでだけ向きを変えます。</translation>
    </message>
    <message>
        <source>The path is stuck at {place}: every way on is blocked (the border, a black circle, the path itself or a move line), and it has not reached the goal.</source>
        <translation>道が{place}で行き詰まっています：先へ進む道はすべて（盤の端、黒丸、道自身、移動の線で）ふさがれていて、ゴールに届いていません。</translation>
    </message>
    <message>
        <source>The path ends at {place} and does not reach the goal (the grey cells) yet.</source>
        <translation>道は{place}で終わっていて、まだゴール（灰色のマス）に届いていません。</translation>
    </message>
    <message>
        <source>A move starts at {place}, where no white circle stands.</source>
        <translation>{place}から移動が始まっていますが、そこに白丸はありません。</translation>
    </message>
    <message>
        <source>The circle at {place} kicks off, so it may not move (it stepped to {dest}).</source>
        <translation>{place}の丸はキックオフするので動けません（{dest}へ動いています）。</translation>
    </message>
    <message>
        <source>The circle from {origin} moves onto the black circle at {dest}.</source>
        <translation>{origin}からの丸が{dest}の黒丸の上へ動いています。</translation>
    </message>
    <message>
        <source>The circle from {origin} moves into the goal at {dest}.</source>
        <translation>{origin}からの丸が{dest}のゴールへ動いています。</translation>
    </message>
    <message>
        <source>The circle from {origin} moves onto the circle at {dest}, which stays where it is.</source>
        <translation>{origin}からの丸が、動かない{dest}の丸の上へ動いています。</translation>
    </message>
    <message>
        <source>{count} circles (from {origins}) move onto {dest}; one cell holds one circle.</source>
        <translation>{count}個の丸（{origins}から）が{dest}へ動いています。1つのマスには1つの丸しか入りません。</translation>
    </message>
    <message>
        <source>The move line from {origin} to {dest}</source>
        <translation>{origin}から{dest}への移動の線</translation>
    </message>
    <message>
        <source>{line} lies on the path; the dotted line and the ball&apos;s path may not overlap.</source>
        <translation>{line}が道と重なっています。点線とボールの道は重なってはいけません。</translation>
    </message>
    <message>
        <source>{line} crosses the path.</source>
        <translation>{line}が道と交差しています。</translation>
    </message>
    <message>
        <source>The move lines from {origin} and from {other} cross.</source>
        <translation>{origin}からの移動の線と{other}からの移動の線が交差しています。</translation>
    </message>
    <message>
        <source>The circles at {origin} and {dest} swap places; that is not allowed.</source>
        <translation>{origin}と{dest}の丸が入れ替わっています。これは認められません。</translation>
    </message>
    <message>
        <source>Move lines touch at {dest}: the circle from {origin} moves onto the cell another circle leaves (not allowed with strict moves).</source>
        <translation>{dest}で移動の線が接しています：{origin}からの丸が、他の丸が離れるマスへ動いています（厳密な移動では認められません）。</translation>
    </message>
    <message>
        <source>The path misses {circle}; the ball passes every white circle (where it ends up after its move).</source>
        <translation>道が{circle}を通っていません。ボールはすべての白丸（移動後の位置）を通ります。</translation>
    </message>
    <message>
        <source>The circle numbered {k} at {place} must be the {kth} circle the ball passes (the start is 1st), but it is met {actual}.</source>
        <translation>{place}の数字{k}の丸は、ボールが{kth}に通る丸でなければなりません（スタートが1番目）が、{actual}に通っています。</translation>
    </message>
    <message>
        <source>The circle numbered {k} at {place} must be the {kth} circle the ball passes (the start is 1st), but it is not met.</source>
        <translation>{place}の数字{k}の丸は、ボールが{kth}に通る丸でなければなりません（スタートが1番目）が、通っていません。</translation>
    </message>
    <message>
        <source>the kick-off rule (one circle kicks off and stays)</source>
        <translation>キックオフのルール（1つの丸がキックオフし、動かない）</translation>
    </message>
    <message>
        <source>the rule that the path never visits a cell twice or crosses itself</source>
        <translation>道が同じマスを2回通らず、交差もしないというルール</translation>
    </message>
    <message>
        <source>the rule that the path goes straight except on a circle</source>
        <translation>道は丸の上以外ではまっすぐ進むというルール</translation>
    </message>
    <message>
        <source>the move rules (one step at most, one circle a cell, move lines cross neither the path nor each other)</source>
        <translation>移動のルール（多くても1マス、1マスに1つの丸、移動の線は道とも互いとも交差しない）</translation>
    </message>
    <message>
        <source>the rule that circles count in the order the ball reaches them</source>
        <translation>丸の数字はボールが通る順番を表すというルール</translation>
    </message>
    <message>
        <source>the black circle at {place}</source>
        <translation>{place}の黒丸</translation>
    </message>
    <message>
        <source>the white circle at {place}</source>
        <translation>{place}の白丸</translation>
    </message>
    <message>
        <source>the goal</source>
        <translation>ゴール</translation>
    </message>
    <message>
        <source>The ball&apos;s path starts on a white circle: drag from one. A drag from any other cell draws a loose piece of the path.</source>
        <translation>ボールの道は白丸から始まります：白丸からドラッグしてください。ほかのマスからドラッグすると、道の離れた線を描きます。</translation>
    </message>
    <message>
        <source>The kick-off circle never moves: start from a circle that stays, or take this circle&apos;s move back first (right-drag it onto its old cell).</source>
        <translation>キックオフの丸は動きません：動かない丸から始めるか、先にこの丸の移動を取り消してください（元のマスへ右ドラッグ）。</translation>
    </message>
    <message>
        <source>The ball&apos;s path never touches a black circle: start from another cell.</source>
        <translation>ボールの道は黒丸を通りません：別のマスから始めてください。</translation>
    </message>
    <message>
        <source>The ball&apos;s path cannot enter a black circle: opponents block the ball.</source>
        <translation>ボールの道は黒丸に入れません：相手選手がボールを止めます。</translation>
    </message>
    <message>
        <source>A white circle cannot step onto a black circle.</source>
        <translation>白丸は黒丸の上へは動けません。</translation>
    </message>
    <message>
        <source>A white circle cannot step into the goal.</source>
        <translation>白丸はゴールへは動けません。</translation>
    </message>
    <message>
        <source>Ctrl+arrow moves the white circle at the cursor: put the cursor on one.</source>
        <translation>Ctrl+矢印キーでカーソルの白丸を動かします：カーソルを白丸の上に置いてください。</translation>
    </message>
    <message>
        <source>Drag along the top row</source>
        <translation>最上段に沿ってドラッグ</translation>
    </message>
    <message>
        <source>set the goal</source>
        <translation>ゴールを設定</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
    <message>
        <source>cycle empty, white circle, black circle</source>
        <translation>空白、白丸、黒丸の順に切り替え</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>O / B / G</source>
        <translation>O / B / G</translation>
    </message>
    <message>
        <source>white circle, black circle, goal on/off at the cursor</source>
        <translation>カーソル位置に白丸、黒丸、ゴールの切り替え</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>数字キー</translation>
    </message>
    <message>
        <source>number the white circle (Backspace clears)</source>
        <translation>白丸に数字を付ける（Backspace で消す）</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>cycle the cell at the cursor</source>
        <translation>カーソルのマスを切り替え</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>clear the number, then the cell</source>
        <translation>数字を消し、次にマスを消す</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>strict moves on/off</source>
        <translation>厳密な移動のオン・オフ</translation>
    </message>
    <message>
        <source>Arrows, Home/PgUp/End/PgDn</source>
        <translation>矢印キー、Home/PgUp/End/PgDn</translation>
    </message>
    <message>
        <source>move the cursor (also diagonally)</source>
        <translation>カーソルを動かす（斜めにも）</translation>
    </message>
    <message>
        <source>Drag from a white circle</source>
        <translation>白丸からドラッグ</translation>
    </message>
    <message>
        <source>draw the ball&apos;s path (drag back: undo a step)</source>
        <translation>ボールの道を描く（戻るようにドラッグすると1歩取り消し）</translation>
    </message>
    <message>
        <source>Drag from the path or a loose piece</source>
        <translation>道か離れた線からドラッグ</translation>
    </message>
    <message>
        <source>go on from that cell</source>
        <translation>そのマスから続ける</translation>
    </message>
    <message>
        <source>Drag from an empty cell</source>
        <translation>空きマスからドラッグ</translation>
    </message>
    <message>
        <source>draw a loose piece of the path</source>
        <translation>道の離れた線を描く</translation>
    </message>
    <message>
        <source>Right-drag a circle (or Shift+drag)</source>
        <translation>丸を右ドラッグ（または Shift+ドラッグ）</translation>
    </message>
    <message>
        <source>move it one step (back home: no move)</source>
        <translation>1マス動かす（元の位置に戻すと移動なし）</translation>
    </message>
    <message>
        <source>Shift+click a circle, or S</source>
        <translation>丸を Shift+クリック、または S</translation>
    </message>
    <message>
        <source>pin it: it stays (again: unpin)</source>
        <translation>ピン留め：動かない印（もう一度で外す）</translation>
    </message>
    <message>
        <source>Shift+click an empty cell, or X</source>
        <translation>空きマスを Shift+クリック、または X</translation>
    </message>
    <message>
        <source>dot it: the ball never enters (again: no dot)</source>
        <translation>点を打つ：ボールが入らない印（もう一度で消す）</translation>
    </message>
    <message>
        <source>X dots the cell at the cursor (the ball never enters it): put the cursor on a cell without a circle.</source>
        <translation>X キーでカーソル位置のマスに点を打ちます（ボールが入らない印）：カーソルを丸のないマスに置いてください。</translation>
    </message>
    <message>
        <source>A pin says a circle stays, and this one has moved: right-drag it back onto its old cell first.</source>
        <translation>ピンは丸が動かないという印ですが、この丸は動いています。先に右ドラッグで元のマスに戻してください。</translation>
    </message>
    <message>
        <source>S pins the white circle at the cursor (it stays): put the cursor on one.</source>
        <translation>S キーでカーソル位置の白丸をピン留めします（動かない印）：カーソルを白丸に置いてください。</translation>
    </message>
    <message>
        <source>Right-click, right-drag</source>
        <translation>右クリック、右ドラッグ</translation>
    </message>
    <message>
        <source>erase the path, moves and marks there</source>
        <translation>そこの道・移動・印を消す</translation>
    </message>
    <message>
        <source>Shift+arrow</source>
        <translation>Shift+矢印キー</translation>
    </message>
    <message>
        <source>draw the path one step from the cursor</source>
        <translation>カーソルから道を1歩描く</translation>
    </message>
    <message>
        <source>Ctrl+arrow</source>
        <translation>Ctrl+矢印キー</translation>
    </message>
    <message>
        <source>move the circle at the cursor one step</source>
        <translation>カーソルの丸を1マス動かす</translation>
    </message>
    <message>
        <source>erase at the cursor</source>
        <translation>カーソル位置を消す</translation>
    </message>
    <message>
        <source>Clear cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>消す</translation>
    </message>
    <message>
        <source>Set goal</source>
        <translation>ゴールを設定</translation>
    </message>
    <message>
        <source>Change cell</source>
        <translation>マスを変更</translation>
    </message>
    <message>
        <source>Draw path</source>
        <translation>道を描く</translation>
    </message>
    <message>
        <source>Move circle</source>
        <translation>丸を動かす</translation>
    </message>
    <message>
        <source>Pin circle</source>
        <translation>丸をピン留め</translation>
    </message>
    <message>
        <source>Unpin circle</source>
        <translation>丸のピンを外す</translation>
    </message>
    <message>
        <source>Dot cell</source>
        <translation>マスに点を打つ</translation>
    </message>
    <message>
        <source>Take dot away</source>
        <translation>点を消す</translation>
    </message>
    <message>
        <source>Take move back</source>
        <translation>移動を取り消す</translation>
    </message>
    <message>
        <source>The path cannot leave the board.</source>
        <translation>道は盤の外に出られません。</translation>
    </message>
    <message>
        <source>The path visits every cell at most once.</source>
        <translation>道は各マスを多くても1回しか通りません。</translation>
    </message>
    <message>
        <source>A circle cannot leave the board.</source>
        <translation>丸は盤の外に出られません。</translation>
    </message>
    <message>
        <source>A circle moves only one step from its own cell.</source>
        <translation>丸は自分のマスから1マスしか動けません。</translation>
    </message>
    <message>
        <source>Strict moves on: move lines may not touch (no chains).</source>
        <translation>厳密な移動オン：移動の線は接してはいけません（連鎖なし）。</translation>
    </message>
    <message>
        <source>Strict moves off: chains of moves are allowed.</source>
        <translation>厳密な移動オフ：移動の連鎖が認められます。</translation>
    </message>
    <message>
        <source>Place circle</source>
        <translation>丸を置く</translation>
    </message>
    <message>
        <source>Toggle goal</source>
        <translation>ゴールを切り替え</translation>
    </message>
    <message>
        <source>Clear number</source>
        <translation>数字を消す</translation>
    </message>
    <message>
        <source>Numbers go into white circles: place one first (O).</source>
        <translation>数字は白丸に入ります：先に白丸を置いてください（O）。</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>{number} on the white circle at {place}</source>
        <translation>{place}の白丸に{number}</translation>
    </message>
    <message>
        <source>a black circle at {place}</source>
        <translation>{place}に黒丸</translation>
    </message>
    <message>
        <source>a black circle at {place} and a white circle at {other}</source>
        <translation>{place}に黒丸、{other}に白丸</translation>
    </message>
    <message>
        <source>the goal lies in the top row, and a half turn would need a second goal in the bottom row</source>
        <translation>ゴールは一番上の行にあり、180°回転では一番下の行にもう一つのゴールが要ります</translation>
    </message>
</context>
</TS>
