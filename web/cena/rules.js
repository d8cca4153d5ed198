// Cena rules text (ja/en) for the in-app rules page, from ../shared/rules/cena.md.
// class "original": the published rule sheet; class "decision": what Hotseat
// decided where the sheet is silent (see the spec's [decision] marks).

const D = (ja, en) => ({ ja, en });

/** The 8 topic cards (same data as pylib/hotseat/games/cena/topics.py). */
export const TOPICS = {
  1: { source: "seed", text: D("6のカード1枚につき −10点", "−10 for each 6") },
  2: { source: "seed", text: D("エールのカード1枚につき −4点", "−4 for each ale card") },
  3: { source: "seed", text: D("ミードの奇数のカード1枚につき −8点", "−8 for each odd mead card") },
  4: { source: "decision", text: D("1のカード1枚につき −10点", "−10 for each 1") },
  5: { source: "decision", text: D("ワインの偶数のカード1枚につき −8点", "−8 for each even wine card") },
  6: { source: "decision", text: D("9と10のカード1枚につき −5点", "−5 for each 9 and each 10") },
  7: { source: "decision", text: D("シードルの1〜4のカード1枚につき −10点", "−10 for each cider 1–4") },
  8: { source: "decision", text: D("最後のトリックを取った同盟は −40点", "−40 for the alliance that wins the last trick") },
};

// A 4-player ring: seats A–D clockwise, alliances between neighbours, and the
// card in front of A giving its suit to A–B (left) and its number to D–A (right).
function diagram(l) {
  const ja = l === "ja";
  const seat = (x, y, n) => `<g><circle cx="${x}" cy="${y}" r="20" fill="#1d5c3f"/><text x="${x}" y="${y + 6}" text-anchor="middle" fill="#fff" font-size="17" font-weight="700">${n}</text></g>`;
  const al = (x, y, c, label) => `<g><rect x="${x - 30}" y="${y - 15}" width="60" height="30" rx="8" fill="#fff" stroke="${c}" stroke-width="4"/><text x="${x}" y="${y + 5}" text-anchor="middle" font-size="13" fill="#222">${label}</text></g>`;
  const title = ja ? "4人の同盟の図：Aの前のカードはスートをA・B同盟に、数字をD・A同盟に与える"
    : "Alliances of a 4-player table: the card in front of A gives its suit to A–B and its number to D–A";
  return `<figure class="cena-diagram"><svg viewBox="0 0 320 300" role="img" aria-label="${title}" width="320" height="300">
${al(70, 215, "#ff9f43", "A–B")}${al(70, 70, "#4dabf7", "B–C")}${al(250, 70, "#f06595", "C–D")}${al(250, 215, "#b197fc", "D–A")}
${seat(160, 268, "A")}${seat(30, 142, "B")}${seat(160, 22, "C")}${seat(290, 142, "D")}
<g><rect x="132" y="160" width="56" height="74" rx="7" fill="#fff" stroke="#999"/>
<rect x="133" y="161" width="27" height="72" rx="6" fill="#ffe2c8"/><rect x="160" y="161" width="27" height="72" rx="6" fill="#e6dcff"/>
<text x="146" y="203" text-anchor="middle" font-size="13" fill="#b86b16">${ja ? "ス" : "S"}</text>
<text x="174" y="205" text-anchor="middle" font-size="20" font-weight="700" fill="#222">7</text></g>
<path d="M134 200 L100 212" stroke="#ff9f43" stroke-width="4" fill="none"/>
<path d="M188 200 L220 212" stroke="#b197fc" stroke-width="4" fill="none"/>
<text x="160" y="150" text-anchor="middle" font-size="12" fill="#333">${ja ? "Aの前のカード" : "card in front of A"}</text>
</svg><figcaption>${ja
    ? "時計回りに A→B→C→D。Aの前のカードの左側（スート）はAの左隣Bとの同盟へ、右側（数字）はAの右隣Dとの同盟へ。"
    : "Clockwise A→B→C→D. The card in front of A gives its left half (suit) to A's alliance with B, its left neighbour, and its right half (number) to A's alliance with D, its right neighbour."}</figcaption></figure>`;
}

function topicsTable(l) {
  const ja = l === "ja";
  const rows = Object.entries(TOPICS).map(([n, tp]) => `<tr class="${tp.source === "seed" ? "original" : "decision"}"><td>${n}</td><td>${tp.text[l]}</td><td>${tp.source === "seed"
    ? (ja ? "ルールシート" : "rule sheet") : (ja ? "Hotseat の決定" : "Hotseat decision")}</td></tr>`).join("");
  return `<table class="cena-topics"><thead><tr><th>#</th><th>${ja ? "お題" : "Topic"}</th><th>${ja ? "出典" : "Source"}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const SECTIONS = [
  D(`<h2>概要</h2>
<p class="original">トリックテイキングゲームです。各プレイヤーは両隣のプレイヤーと「同盟」を結んでいます。最も強いカードを出したとみなされた同盟がトリックのカードをすべて獲得します。プレイヤーは同盟のカードを直接選べません：自分の前に出されたカードの<b>右側の数字</b>は右隣との同盟の数字、<b>左側のスート</b>は左隣との同盟のスートになります。各プレイヤーの得点は左右の同盟の得点の合計です。</p>`,
  `<h2>Overview</h2>
<p class="original">A trick-taking game in which every player is allied with both neighbours. The alliance judged to have played the strongest card takes the whole trick. Nobody chooses an alliance's card directly: the card lying in front of a player gives its <b>number (right half)</b> to the alliance with the right neighbour and its <b>suit (left half)</b> to the alliance with the left neighbour. A player scores the sum of their two alliances.</p>`),
  D(`<h2>カード</h2>
<p class="original">プレイカード40枚（4スート×1〜10）。スートのうち<b>エール</b>と<b>ミード</b>はルールシートにあるものです。</p>
<p class="decision"><b>Hotseat の決定：</b>残りの2スートを<b>ワイン</b>と<b>シードル</b>とします。お題カード8枚、紋章カード、同盟カード（目印のみ）もあります。</p>`,
  `<h2>Cards</h2>
<p class="original">40 play cards: 4 suits × numbers 1–10. Two suits, <b>ale</b> and <b>mead</b>, are named on the rule sheet.</p>
<p class="decision"><b>Hotseat decision:</b> the other two suits are <b>wine</b> and <b>cider</b>. There are also 8 topic cards, crest cards and alliance cards (markers only).</p>`),
  D(`<h2>席と同盟</h2>
<p class="original">3〜5人で輪になって座り、時計回り（左隣へ）に進みます。隣り合う2人ごとに同盟があり（人数と同じ数）、各プレイヤーは右隣との同盟と左隣との同盟の2つに属します。</p>`,
  `<h2>Seats and alliances</h2>
<p class="original">3–5 players sit in a ring; play goes clockwise, to each player's left. Each pair of neighbours forms an alliance (as many alliances as players); every player belongs to two: with the right neighbour and with the left neighbour.</p>`),
  { ja: null, en: null, diagram: true },
  D(`<h2>準備</h2>
<p class="original">主催者がカードを配ります：3人なら12枚ずつ（残り4枚は伏せたまま使いません）、4人なら10枚、5人なら8枚。お題カードの山から1枚を引いてテーブルの中央に置きます（このゲームでは再び使いません）。</p>
<p class="decision"><b>Hotseat の決定：</b>最初の主催者は1番目の席の人です（元は「最近宴会に参加した人」）。</p>`,
  `<h2>Setting up</h2>
<p class="original">The host deals: 12 cards each with 3 players (the other 4 stay face down, unused), 10 with 4, 8 with 5. One topic card is drawn and placed in the centre; it is not used again this game.</p>
<p class="decision"><b>Hotseat decision:</b> the first host is the first seat (originally: whoever most recently went to a banquet).</p>`),
  D(`<h2>① 情報公開フェイズ</h2>
<p class="original">各プレイヤーは手札から3枚を選び、表向きで自分の前に公開します。公開カードも手札の一部です。</p>
<p class="decision"><b>Hotseat の決定：</b>1台の端末で順番に、他の人に見せずに選びます。全員が選び終えたら一斉に公開されます。</p>`,
  `<h2>1. Information phase</h2>
<p class="original">Each player chooses 3 cards of their hand and shows them face up in front of themselves. They are still part of the hand.</p>
<p class="decision"><b>Hotseat decision:</b> on the shared tablet each player chooses in turn, privately; the choices appear together once everyone has chosen.</p>`),
  D(`<h2>② プレイフェイズ</h2>
<p class="original">主催者の左隣がリードします。リードプレイヤーは手札から1枚を<b>誰の前にでも</b>（自分の前も可）表向きに置きます。続いて時計回りに、各プレイヤーがまだカードのない人の前に1枚置きます。リードスートのカードを持っていれば、それを出さなければなりません。</p>
<p class="original">全員の前にカードが置かれたら、同盟どうしを比べます。リードスートを示している同盟のうち、数字が最も大きい同盟の勝ちです。他のスートを示す同盟は必ず負けます。勝った同盟がトリックのカードをすべて獲得します。</p>
<p class="decision"><b>Hotseat の決定（同点）：</b>リードスートで同じ数字の同盟が2つあるときは、スートを与えたカードが先に出された同盟の勝ちです。</p>
<p class="original">勝った同盟の左隣のプレイヤーが次のリードプレイヤーになります。</p>
<p class="decision"><b>Hotseat の解釈：</b>同盟 <i>i</i>（席 <i>i</i> と <i>i</i>+1）の「左隣」は席 <i>i</i>+1 とします。</p>
<p class="original"><b>簡易ルール（オプション）：</b>カードは自分の前にだけ出せます。</p>
<p class="original">獲得したトリックは裏向きにして同盟の2人の間に置きます。見えるのは今のトリックと、各同盟が取った枚数だけです。</p>
<p class="decision"><b>Hotseat の決定：</b>直前のトリックは、次のトリックで自分のカードを出すまで「直前のトリック」ボタンで見られます（オンラインのトリックテイキングでよくある配慮）。終わったトリックをすべて見られるのはハウスルールのオプション（初期設定はオフ）です。</p>`,
  `<h2>2. Play phase</h2>
<p class="original">The player to the host's left leads: they put one card face up in front of <b>any</b> player, themselves included. Then, clockwise, each player puts one card in front of a player who has no card yet this trick. You must play the lead suit if you hold it.</p>
<p class="original">When everyone has a card in front of them, compare the alliances: among those showing the lead suit, the highest number wins. An alliance showing another suit always loses. The winners take all the cards of the trick.</p>
<p class="decision"><b>Hotseat decision (ties):</b> if two alliances show the lead suit with the same number, the one whose suit-giving card was played earlier wins.</p>
<p class="original">The player on the winning alliance's left leads the next trick.</p>
<p class="decision"><b>Hotseat reading:</b> for alliance <i>i</i> (seats <i>i</i> and <i>i</i>+1) that player is seat <i>i</i>+1.</p>
<p class="original"><b>Simple rules (option):</b> cards go only in front of their own player.</p>
<p class="original">A won trick is laid face down between the alliance's two players: you see only the current trick and how many cards each alliance has taken.</p>
<p class="decision"><b>Hotseat decision:</b> the last trick can be looked at with the “Last trick” button until you have played your card in the next trick (a common courtesy online). Keeping every finished trick visible is a house-rule option, off by default.</p>`),
  D(`<h2>③ 得点計算</h2>
<p class="original">手札がなくなったら同盟ごとに計算します：獲得したカード1枚につき+1点、そこにお題カードのマイナス点を加えたものが同盟の得点です。各プレイヤーは左右の同盟の得点の合計を得ます（マイナスもあります）。その後、主催者の左隣が新しい主催者になり、新しいお題で次のディールを行います。</p>
<p class="original">3人が主催を終えたらゲーム終了。合計点が最も高い人の勝ち、同点なら勝利を分かち合います。</p>
<p class="decision"><b>Hotseat の決定：</b>4〜5人でも3ディールで終わります。オプションで「全員が1回ずつ主催」（人数分のディール）にできます。同盟の途中の得点は画面に表示します（テーブルでも数えられるため）。</p>`,
  `<h2>3. Scoring</h2>
<p class="original">When the hands are empty, each alliance scores +1 per card it took plus the topic card's penalty. Each player scores the sum of their two alliances (scores can be negative). Then the player to the host's left hosts the next deal, with a new topic card.</p>
<p class="original">The game ends when three players have hosted. Highest total wins; ties share the win.</p>
<p class="decision"><b>Hotseat decision:</b> three deals also with 4–5 players; the option “everyone hosts once” plays one deal per player. The running score of each alliance is shown on the table (players could count it).</p>`),
  D(`<h2>お題カード</h2>
<p class="original">ルールシートにはお題1〜3が載っています（初回はこの3枚を順に使うのがおすすめ：オプション）。</p>
<p class="decision"><b>Hotseat の決定：</b>お題4〜8はルールシートにないため、1〜3と同じく山札全体で −40点になるよう決めました。</p>`,
  `<h2>Topic cards</h2>
<p class="original">The rule sheet prints topics 1–3 (recommended in this order for a first game: an option).</p>
<p class="decision"><b>Hotseat decision:</b> topics 4–8 are not on the sheet; like 1–3, each puts −40 on the whole deck.</p>`),
  { ja: null, en: null, topics: true },
];

export function rulesHTML(l) {
  const lang = l === "ja" ? "ja" : "en";
  return SECTIONS.map((s) => (s.diagram ? diagram(lang) : s.topics ? topicsTable(lang) : s[lang])).join("\n");
}
