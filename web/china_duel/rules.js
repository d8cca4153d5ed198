// China Duel rules text (ja/en) for the in-app rules page, from
// ../shared/rules/china_duel.md and docs/rules/china_duel.md.
// class "original": the published rules as the Japanese supplement (the seed)
// and the reconstructed rules of China give them (the research notes' [C]);
// class "decision": what the notes only infer ([I], marked "Reconstructed",
// as Qianlong's page does: carried over from the predecessor Kardinal & König
// – Das Duell, China Duel's own rules text never having been found) or what
// the specification or Hotseat decided where everything is silent.
//
// Every number and name of the game below comes from DATA: the engine's
// `rules_page()` (pylib/hotseat/games/china_duel/rules.py, from data.py and
// map.py), copied here because the rules page is drawn without the engine.
// Regenerate it with
//   python3 tests/test_china_duel_rules_page.py --write
// tests/test_china_duel_rules_page.py fails when DATA and the engine differ,
// or when the text below writes a number of its own.

// BEGIN DATA (generated)
const DATA = {
  "regions": 9,
  "colour_count": 5,
  "largest": {"name": {"ja": "楚", "en": "Chu"}, "colour": {"ja": "紫", "en": "violet"}},
  "regions_per_colour": 2,
  "spaces": [5, 8],
  "connections": 15,
  "cards": 47,
  "deck": [{"colour": {"ja": "紫", "en": "violet"}, "cards": 8}, {"colour": {"ja": "黄", "en": "yellow"}, "cards": 9}, {"colour": {"ja": "橙", "en": "orange"}, "cards": 9}, {"colour": {"ja": "緑", "en": "green"}, "cards": 10}, {"colour": {"ja": "赤", "en": "red"}, "cards": 11}],
  "hand": 3,
  "display": 4,
  "influence": 5,
  "specials": 3,
  "special_names": {"emperor_first": {"ja": "皇帝を先に", "en": "Emperor first"}, "exchange": {"ja": "カード交換", "en": "Card exchange"}, "two_regions": {"ja": "2地域", "en": "Two regions"}},
  "max_cards": 3,
  "max_pieces": 2,
  "limit_name": "3-2-1",
  "wild_pair": 2,
  "fortress_factor": 2,
  "chain_min": 4,
  "runouts": 2,
  "examples": {"qi": {"region": {"ja": "斉", "en": "Qi"}, "houses": [2, 2, 1], "points": [5, 5, 2], "fortress": null}, "wei": {"region": {"ja": "魏", "en": "Wei"}, "houses": [4, 2, 1], "points": [7, 8, 2], "fortress": 1}}
};
// END DATA

const N = DATA;
const L = (l, x) => x[l];
/** "violet 8, yellow 9, …" / "紫8・黄9・…" */
const deckList = (l) => N.deck.map((d) => (l === "ja" ? `${d.colour.ja}${d.cards}` : `${d.colour.en} ${d.cards}`)).join(l === "ja" ? "・" : ", ");
const ordinal = (n) => `${n}${[11, 12, 13].includes(n % 100) ? "th" : ["th", "st", "nd", "rd"][n % 10] || "th"}`;
/** A seed example: "A 2, B 2, Emperor 1 → A and B 5 each, the Emperor 2" (and the fortress one). */
function example(l, ex) {
  const [a, b, e] = ex.houses;
  const [pa, pb, pe] = ex.points;
  if (l === "ja") {
    const fort = ex.fortress == null ? "" : `（うち1つが要塞の上）`;
    const bj = `B ${b}${ex.fortress === 1 ? fort : ""}`;
    const aj = `A ${a}${ex.fortress === 0 ? fort : ""}`;
    const got = pa === pb ? `AとBが${pa}点ずつ、皇帝は${pe}点` : `A ${pa}、B ${pb}、皇帝 ${pe}`;
    return `${ex.region.ja}：${aj}${ex.fortress == null ? "・" : "、"}${bj}${ex.fortress == null ? "・" : "、"}皇帝 ${e} → ${got}`;
  }
  const fort = " with one on the fortress";
  const got = pa === pb ? `A and B ${pa} each, the Emperor ${pe}` : `A ${pa}, B ${pb}, Emperor ${pe}`;
  return `${ex.region.en}: A ${a}${ex.fortress === 0 ? fort : ""}, B ${b}${ex.fortress === 1 ? fort : ""}, Emperor ${e} → ${got}`;
}
const SP = (l, k) => L(l, N.special_names[k]);
/** The label of an inferred rule (the notes' [I]), inside its "decision" item. */
const rec = (l) => (l === "ja" ? `<b class="tag-rec">再構成：</b>` : `<b class="tag-rec">Reconstructed:</b> `);

function sections(l) {
  if (l === "ja") return ja();
  return en();
}

function en() {
  const l = "en";
  return `
<h2>China Duel</h2>
<p class="original">China for two players and a neutral third, <strong>the Emperor</strong>, whom each player
operates after their own turn (Michael Schacht's free 2-player expansion of <em>China</em>).</p>
<p>China Duel's own rules text has not been found. Paragraphs with a blue line follow the original rules as the
Japanese rules supplement and the rules of <em>China</em> give them; yellow ones are either
<b>reconstructed</b> (inferred from <em>Kardinal &amp; König – Das Duell</em>, the game China Duel ports, and
marked so) or decided by Hotseat where every source is silent.</p>
<h3>Components</h3>
<ul>
<li class="decision">The map is <strong>invented</strong>: the real board's data is not public. ${N.regions} regions in ${N.colour_count}
colours (${N.largest.colour.en} ${N.largest.name.en}, the largest; ${N.regions_per_colour} regions of every other colour, never adjacent), ${N.spaces[0]}–${N.spaces[1]} house spaces each, one
emissary court each, ${N.connections} connections between neighbouring regions, and roads joining house spaces.</li>
<li class="decision">${N.cards} region cards (China's 3-player deck): ${deckList(l)}.
A ${N.largest.colour.en} card shows ${N.largest.name.en}; any other card shows the ${N.regions_per_colour} regions of its colour.</li>
<li class="original">Hands of ${N.hand} (hidden), a display of ${N.display} face-up cards, the Emperor's hand of ${N.hand} open cards;
${N.influence} influence cards; each player ${N.specials} special action cards.</li>
<li class="decision">The start player is drawn by lot.</li>
</ul>
<h3>A turn (in the supplement's order)</h3>
<ol>
<li class="original"><strong>Play 1–${N.max_cards} cards and place up to ${N.max_pieces} pieces in one region</strong> (the ${N.limit_name} rule):
each piece costs a card of the region's colour, or ${N.wild_pair} cards of one other colour (a wild pair). A region with no
piece takes only 1 piece this turn. Houses go on empty house spaces; emissaries on the court, never more (all
colours together) than the most houses one colour has there; a fortress on an empty house space.</li>
<li class="original"><strong>House scoring</strong> when the region's last house space is filled — before any
influence card moves (the supplement's main warning).</li>
<li class="original"><strong>Keep one</strong> of the cards played in front of you; the rest are discarded.</li>
<li class="original"><strong>Influence check</strong>: if you now have at least as many kept cards of that colour
as your opponent, take that colour's influence card.</li>
<li class="original"><strong>Refill to ${N.hand}</strong> from the display and/or the deck — never from kept cards or the
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
houses, 3rd the 2nd place's; tied colours share the rank. Example (${example(l, N.examples.qi)}).</li>
<li class="original">A player whose house stands on a fortress scores ×${N.fortress_factor} there (${example(l, N.examples.wei)}).</li>
<li class="original">The Emperor's house points go to the holder of that colour's influence card.</li>
<li class="decision">…and are lost if nobody holds it. The Emperor gets no fortress bonus; his emissaries and
chains score nothing, but count for majorities and the emissary cap.</li>
<li class="original">At the end: every unscored region is scored; each of the ${N.connections} connections pays a player with
the majority of emissaries in both regions the number of emissaries in the two; every chain of ${N.chain_min}+ of your houses
along the roads scores 1 per house.</li>
<li class="decision">Tied emissary majorities all count; every separate chain of ${N.chain_min}+ scores.</li>
</ul>
<h3>End</h3>
<p class="decision">When the deck runs out for the ${ordinal(N.runouts)} time, the round is completed: the game ends after the
second player's turn (with their Emperor step). Also when no piece can be placed. Highest total wins; a tie is
shared.</p>
<h3>Special action cards (once each)</h3>
<ul>
<li class="decision">${rec(l)}<strong>${SP(l, "emperor_first")}</strong>: operate the Emperor before your own placement
(a card of <em>Kardinal &amp; König – Das Duell</em>; that China Duel has the same ${N.specials} cards is inferred).</li>
<li class="original"><strong>${SP(l, "exchange")}</strong>: swap a hand card with a card of the open display (the supplement
quotes this card).</li>
<li class="decision">${rec(l)}“The open display” is the ${N.display} face-up cards beside the deck only: the designer's ruling
for <em>Kardinal &amp; König – Das Duell</em>, applied to China.</li>
<li class="decision">${rec(l)}<strong>${SP(l, "two_regions")}</strong>: place your pieces in two different regions (the
predecessor's card). Hotseat's reading: your ${N.max_pieces} pieces may go one each into different regions (still at most
${N.max_cards} cards and ${N.max_pieces} pieces).</li>
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
<p class="decision">Tap a lit region on the map: it opens large beside (or under) the map, where each house space
and the court is a button; tap a lit one there. When a space allows several placements (a house or a fortress,
a card or a wild pair), choose one. During the Emperor step the suggested placement is offered as a button; you
may take it or place elsewhere. At the end the final map is shown with the scores.</p>
`;
}

function ja() {
  const l = "ja";
  return `
<h2>チャイナ・デュエル</h2>
<p class="original">『チャイナ』の2人用拡張（ミヒャエル・シャハト作）。2人のプレイヤーに加えて中立の<strong>皇帝</strong>がおり、
各プレイヤーは自分の手番の後に皇帝を操作します。</p>
<p>チャイナ・デュエル自体のルール文は見つかっていません。左に青い線のある段落は日本語のルール補足と『チャイナ』のルールによる元のルール、黄色の段落は<b>再構成</b>（前身の『カーディナル＆ケーニッヒ・デュエル』からの推定で、そう明記）か、どの資料にもない点についての Hotseat の決定です。</p>
<h3>コンポーネント</h3>
<ul>
<li class="decision">地図は<strong>創作</strong>です（実際のボードのデータは公開されていません）。${N.colour_count}色${N.regions}地域（最大の地域は${N.largest.colour.ja}の${N.largest.name.ja}、
他の色は${N.regions_per_colour}地域ずつで互いに隣接しない）、各地域に家マス${N.spaces[0]}〜${N.spaces[1]}、宮廷1つ、隣り合う地域を結ぶ${N.connections}の接続線、家マスを結ぶ道。</li>
<li class="decision">地域カード${N.cards}枚（『チャイナ』3人用の山札）：${deckList(l)}。${N.largest.colour.ja}のカードは${N.largest.name.ja}、他のカードはその色の${N.regions_per_colour}地域を示します。</li>
<li class="original">手札${N.hand}枚（非公開）、表向きの場札${N.display}枚、皇帝の手札${N.hand}枚（公開）、影響カード${N.influence}枚、各プレイヤーに特別アクションカード${N.specials}枚。</li>
<li class="decision">スタートプレイヤーは抽選で決めます。</li>
</ul>
<h3>手番の流れ（ルール補足の順）</h3>
<ol>
<li class="original"><strong>1〜${N.max_cards}枚のカードで1地域に${N.max_pieces}つまでコマを置く</strong>（${N.limit_name}ルール）。コマ1つにつきその地域の色のカード1枚、
または他の同じ色${N.wild_pair}枚（ワイルド）。コマの無い地域には1手番に1つだけ。家は空いた家マスへ、公使は宮廷へ（全色合わせて、その地域で最も多い1色の家の数まで）、要塞は空いた家マスへ。</li>
<li class="original">家マスが全て埋まったら<strong>家の得点計算</strong>。影響カードの移動より先に行います（最も間違えやすい点）。</li>
<li class="original">プレイしたカードのうち<strong>1枚を自分の前に置き</strong>、残りは捨て札。</li>
<li class="original"><strong>影響カードの移動</strong>：その色の手元のカードが相手と同じ枚数以上なら、その色の影響カードを獲得。</li>
<li class="original">場札と山札から<strong>手札を${N.hand}枚に補充</strong>（手元のカードや皇帝の手札からは取れない）。</li>
<li class="original"><strong>皇帝の操作</strong>：皇帝の手札で家か公使を常に1つだけ置く。他に置ける場所がない場合を除き、コマの無い地域に家を置けない。皇帝の手札は山札からのみ補充。</li>
</ol>
<p class="decision"><strong>カード交換の手番</strong>：配置の代わりにカードを1枚捨てて1枚引く。カードは手元に置かず影響カードも動かないが、皇帝は操作する。</p>
<h3>得点</h3>
<ul>
<li class="original">家の得点：1位はその地域の家の総数、2位は1位の家の数、3位は2位の家の数。同数は同順位。例（${example(l, N.examples.qi)}）。</li>
<li class="original">要塞の上に家を置いたプレイヤーはその地域の得点が${N.fortress_factor}倍（${example(l, N.examples.wei)}）。</li>
<li class="original">皇帝の家の得点は、その色の影響カードを持つプレイヤーのものになる。</li>
<li class="decision">影響カードを誰も持っていなければその得点は失われる。皇帝には要塞のボーナスがなく、皇帝の公使と家の連なりは得点しないが、過半数と公使の上限には数える。</li>
<li class="original">終了時：未決算の地域を決算し、${N.connections}の接続線ごとに両地域で公使が最多のプレイヤーが両地域の公使の数だけ得点し、道に沿って${N.chain_min}つ以上連なる自分の家は1つにつき1点。</li>
<li class="decision">公使の最多が同数なら全員が最多扱い。${N.chain_min}つ以上の連なりはそれぞれ得点する。</li>
</ul>
<h3>終了</h3>
<p class="decision">山札が${N.runouts}回目に尽きたら、そのラウンドを最後まで行い、後手のプレイヤーが皇帝を操作し終えた時点で終了。コマを置ける場所がなくなった場合も終了。合計の最も多いプレイヤーの勝ち（同点は勝利を分け合う）。</p>
<h3>特別アクションカード（各1回）</h3>
<ul>
<li class="decision">${rec(l)}<strong>${SP(l, "emperor_first")}</strong>：自分の配置の前に皇帝を操作する（『カーディナル＆ケーニッヒ・デュエル』のカード。チャイナ・デュエルも同じ${N.specials}種類というのは推定）。</li>
<li class="original"><strong>${SP(l, "exchange")}</strong>：手札1枚を公開された場札の1枚と交換する（ルール補足がこのカードを引用）。</li>
<li class="decision">${rec(l)}「公開された場札」は山札の横の表向きの${N.display}枚だけ：『カーディナル＆ケーニッヒ・デュエル』についての作者の裁定を『チャイナ』に当てはめたもの。</li>
<li class="decision">${rec(l)}<strong>${SP(l, "two_regions")}</strong>：別々の二つの地域にコマを置ける（前身のカード）。Hotseat の解釈：${N.max_pieces}つのコマを別々の地域に1つずつ置ける（カード${N.max_cards}枚・コマ${N.max_pieces}つまでは同じ）。</li>
</ul>
<h3>ルールの種類</h3>
<ul>
<li class="original"><strong>原文ルール</strong>（標準）：ドイツ語原文「Der Kaiser setzt also immer nur einen Stein」— 皇帝は常にコマを1つだけ置く。</li>
<li class="original"><strong>英訳ルール</strong>：英訳では皇帝のコマを「置くことができる」となっており、置かないこともできる。ルール補足はこれを誤訳と説明していますが、英語版ではこう遊ばれています。</li>
<li class="original"><strong>初めての方向け</strong>：『チャイナ』未経験の方には、特別アクションカードと要塞を除いて遊ぶことが勧められています。</li>
</ul>
<h3>操作</h3>
<p class="decision">地図の光っている地域をタップすると、地図の横（または下）にその地域が大きく開き、家マスと宮廷がボタンになります。そこで光っているものをタップします。家と要塞、カードとワイルドなど複数の置き方があるときは選びます。皇帝の操作では、おすすめの配置がボタンで示されます（別の場所に置いても構いません）。終了時には最終の盤面が得点とともに表示されます。</p>
`;
}

export function rulesHTML(l) {
  return sections(l === "ja" ? "ja" : "en");
}
