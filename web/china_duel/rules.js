// China Duel rules text (ja/en) for the in-app rules page, from
// ../shared/rules/china_duel.md and docs/rules/china_duel.md.
// class "original": the published rules as the Japanese supplement (the seed)
// and the reconstructed rules of China give them; class "decision": what the
// specification or Hotseat decided where they are silent or unknown.

const EN = `
<h2>China Duel</h2>
<p class="original">China for two players and a neutral third, <strong>the Emperor</strong>, whom each player
operates after their own turn (Michael Schacht's free 2-player expansion of <em>China</em>).</p>
<h3>Components</h3>
<ul>
<li class="decision">The map is <strong>invented</strong>: the real board's data is not public. 9 regions in 5
colours (violet Chu, the largest; two regions of every other colour, never adjacent), 4–8 house spaces each, one
emissary court each, 15 connections between neighbouring regions, and roads joining house spaces.</li>
<li class="decision">47 region cards (China's 3-player deck): violet 8, yellow 9, orange 9, green 10, red 11.
A violet card shows Chu; any other card both regions of its colour.</li>
<li class="original">Hands of 3 (hidden), a display of 4 face-up cards, the Emperor's hand of 3 open cards;
5 influence cards; each player 3 special action cards.</li>
<li class="decision">The start player is drawn by lot.</li>
</ul>
<h3>A turn (in the supplement's order)</h3>
<ol>
<li class="original"><strong>Play 1–3 cards and place up to 2 pieces in one region</strong> (the 3-2-1 rule):
each piece costs a card of the region's colour, or two cards of one other colour (a wild pair). A region with no
piece takes only 1 piece this turn. Houses go on empty house spaces; emissaries on the court, never more (all
colours together) than the most houses one colour has there; a fortress on an empty house space.</li>
<li class="original"><strong>House scoring</strong> when the region's last house space is filled — before any
influence card moves (the supplement's main warning).</li>
<li class="original"><strong>Keep one</strong> of the cards played in front of you; the rest are discarded.</li>
<li class="original"><strong>Influence check</strong>: if you now have at least as many kept cards of that colour
as your opponent, take that colour's influence card.</li>
<li class="original"><strong>Refill to 3</strong> from the display and/or the deck — never from kept cards or the
Emperor's hand.</li>
<li class="original"><strong>Operate the Emperor</strong>: place exactly one house or emissary from his open hand;
never a house in a region with no pieces unless nothing else is possible. His hand is refilled from the deck
only.</li>
</ol>
<p class="decision"><strong>Exchange turn</strong>: instead of placing, discard 1 card and draw 1; no card is kept,
no influence check, the Emperor is still operated.</p>
<h3>Scoring</h3>
<ul>
<li class="original">House scoring: 1st place scores every house in the region, 2nd the 1st place's number of
houses, 3rd the 2nd place's; tied colours share the rank. Example (Qi): A 2, B 2, Emperor 1 → A and B 5 each, the
Emperor 2.</li>
<li class="original">A player whose house stands on a fortress scores double there (Wei: A 4, B 2 with one on
the fortress, Emperor 1 → A 7, B 8, Emperor 2).</li>
<li class="original">The Emperor's house points go to the holder of that colour's influence card.</li>
<li class="decision">…and are lost if nobody holds it. The Emperor gets no fortress bonus; his emissaries and
chains score nothing, but count for majorities and the emissary cap.</li>
<li class="original">At the end: every unscored region is scored; each of the 15 connections pays a player with
the majority of emissaries in both regions the number of emissaries in the two; every chain of 4+ of your houses
along the roads scores 1 per house.</li>
<li class="decision">Tied emissary majorities all count; every separate chain of 4+ scores.</li>
</ul>
<h3>End</h3>
<p class="decision">When the deck runs out for the second time, the round is completed: the game ends after the
second player's turn (with their Emperor step). Also when no piece can be placed. Highest total wins; a tie is
shared.</p>
<h3>Special action cards (once each)</h3>
<ul>
<li class="original"><strong>Emperor first</strong>: operate the Emperor before your own placement.</li>
<li class="original"><strong>Card exchange</strong>: swap a hand card with one of the 4 display cards (the
designer's ruling, quoted by the supplement).</li>
<li class="decision"><strong>Two regions</strong>: your 2 pieces may go one each into two regions (still at most
3 cards and 2 pieces).</li>
</ul>
<h3>Rule sets</h3>
<ul>
<li class="original"><strong>Original</strong> (default): the German rules: "Der Kaiser setzt also immer nur einen
Stein" — the Emperor always places exactly one piece.</li>
<li class="original"><strong>English translation</strong>: the English rules say the player "may place one marker"
for the Emperor, so he may also place nothing. The supplement explains this is a mistranslation; printed English
copies play it this way.</li>
<li class="original"><strong>First game</strong>: for players new to <em>China</em>, the supplement recommends
leaving out the special action cards and the fortresses.</li>
</ul>
<h3>On the table</h3>
<p class="decision">Tap a lit region, then a lit house space or its court (the circle). When a space allows
several placements (a house or a fortress, a card or a wild pair), choose one. During the Emperor step the
suggested placement is offered as a button; you may take it or place elsewhere.</p>
`;

const JA = `
<h2>チャイナ・デュエル</h2>
<p class="original">『チャイナ』の2人用拡張（ミヒャエル・シャハト作）。2人のプレイヤーに加えて中立の<strong>皇帝</strong>がおり、
各プレイヤーは自分の手番の後に皇帝を操作します。</p>
<h3>コンポーネント</h3>
<ul>
<li class="decision">地図は<strong>創作</strong>です（実際のボードのデータは公開されていません）。5色9地域（最大の地域は紫の楚、
他の色は2地域ずつで互いに隣接しない）、各地域に家マス4〜8、宮廷1つ、隣り合う地域を結ぶ15の接続線、家マスを結ぶ道。</li>
<li class="decision">地域カード47枚（『チャイナ』3人用の山札）：紫8・黄9・橙9・緑10・赤11。紫のカードは楚、他のカードはその色の2地域を示します。</li>
<li class="original">手札3枚（非公開）、表向きの場札4枚、皇帝の手札3枚（公開）、影響カード5枚、各プレイヤーに特別アクションカード3枚。</li>
<li class="decision">スタートプレイヤーは抽選で決めます。</li>
</ul>
<h3>手番の流れ（ルール補足の順）</h3>
<ol>
<li class="original"><strong>1〜3枚のカードで1地域に2つまでコマを置く</strong>（3-2-1ルール）。コマ1つにつきその地域の色のカード1枚、
または他の同じ色2枚（ワイルド）。コマの無い地域には1手番に1つだけ。家は空いた家マスへ、公使は宮廷へ（全色合わせて、その地域で最も多い1色の家の数まで）、要塞は空いた家マスへ。</li>
<li class="original">家マスが全て埋まったら<strong>家の得点計算</strong>。影響カードの移動より先に行います（最も間違えやすい点）。</li>
<li class="original">プレイしたカードのうち<strong>1枚を自分の前に置き</strong>、残りは捨て札。</li>
<li class="original"><strong>影響カードの移動</strong>：その色の手元のカードが相手と同じ枚数以上なら、その色の影響カードを獲得。</li>
<li class="original">場札と山札から<strong>手札を3枚に補充</strong>（手元のカードや皇帝の手札からは取れない）。</li>
<li class="original"><strong>皇帝の操作</strong>：皇帝の手札で家か公使を常に1つだけ置く。他に置ける場所がない場合を除き、コマの無い地域に家を置けない。皇帝の手札は山札からのみ補充。</li>
</ol>
<p class="decision"><strong>カード交換の手番</strong>：配置の代わりにカードを1枚捨てて1枚引く。カードは手元に置かず影響カードも動かないが、皇帝は操作する。</p>
<h3>得点</h3>
<ul>
<li class="original">家の得点：1位はその地域の家の総数、2位は1位の家の数、3位は2位の家の数。同数は同順位。例（斉）：A 2・B 2・皇帝 1 → AとBが5点ずつ、皇帝は2点。</li>
<li class="original">要塞の上に家を置いたプレイヤーはその地域の得点が2倍（魏：A 4、B 2（うち1つが要塞の上）、皇帝 1 → A 7、B 8、皇帝 2）。</li>
<li class="original">皇帝の家の得点は、その色の影響カードを持つプレイヤーのものになる。</li>
<li class="decision">影響カードを誰も持っていなければその得点は失われる。皇帝には要塞のボーナスがなく、皇帝の公使と家の連なりは得点しないが、過半数と公使の上限には数える。</li>
<li class="original">終了時：未決算の地域を決算し、15の接続線ごとに両地域で公使が最多のプレイヤーが両地域の公使の数だけ得点し、道に沿って4つ以上連なる自分の家は1つにつき1点。</li>
<li class="decision">公使の最多が同数なら全員が最多扱い。4つ以上の連なりはそれぞれ得点する。</li>
</ul>
<h3>終了</h3>
<p class="decision">山札が2回目に尽きたら、そのラウンドを最後まで行い、後手のプレイヤーが皇帝を操作し終えた時点で終了。コマを置ける場所がなくなった場合も終了。合計の最も多いプレイヤーの勝ち（同点は勝利を分け合う）。</p>
<h3>特別アクションカード（各1回）</h3>
<ul>
<li class="original"><strong>皇帝を先に</strong>：自分の配置の前に皇帝を操作する。</li>
<li class="original"><strong>カード交換</strong>：手札1枚と場札4枚のうち1枚を交換する（作者の裁定、ルール補足より）。</li>
<li class="decision"><strong>2地域</strong>：2つのコマを2つの地域に1つずつ置ける（カード3枚・コマ2つまでは同じ）。</li>
</ul>
<h3>ルールの種類</h3>
<ul>
<li class="original"><strong>原文ルール</strong>（標準）：ドイツ語原文「Der Kaiser setzt also immer nur einen Stein」— 皇帝は常にコマを1つだけ置く。</li>
<li class="original"><strong>英訳ルール</strong>：英訳では皇帝のコマを「置くことができる」となっており、置かないこともできる。ルール補足はこれを誤訳と説明していますが、英語版ではこう遊ばれています。</li>
<li class="original"><strong>初めての方向け</strong>：『チャイナ』未経験の方には、特別アクションカードと要塞を除いて遊ぶことが勧められています。</li>
</ul>
<h3>操作</h3>
<p class="decision">光っている地域をタップし、次に光っている家マスか宮廷（円）をタップします。家と要塞、カードとワイルドなど複数の置き方があるときは選びます。皇帝の操作では、おすすめの配置がボタンで示されます（別の場所に置いても構いません）。</p>
`;

export function rulesHTML(l) {
  return l === "ja" ? JA : EN;
}
