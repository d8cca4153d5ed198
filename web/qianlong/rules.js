// Qianlong's Harem rules text (ja/en) for the in-app rules page, from
// ../shared/rules/qianlong.md and docs/rules/qianlong.md.
// class "original": stated on the publisher's pages (Shonan Rocketeers, 2012).
// class "decision": not public — either *reconstructed* (the research notes'
// §4 design filling what the publisher's lost icon images showed) or *our
// decision* (where the publisher and the notes are silent). Each decision
// paragraph says which of the two it is.
//
// Every number and name of the game below comes from DATA: the engine's
// `rules_page()` (pylib/hotseat/games/qianlong/rules.py, from data.py), copied
// here because the rules page is drawn without the engine. Regenerate it with
//   python3 tests/test_qianlong_rules_page.py --write
// tests/test_qianlong_rules_page.py fails when DATA and the engine differ, or
// when the text below writes a number of its own.

// BEGIN DATA (generated)
const DATA = {
  "win_points": 4,
  "xiangfei_limit": {"basic": 3, "advanced": 2},
  "eunuchs": 3,
  "lap_points": 2,
  "schemes": 5,
  "cards": 9,
  "locked": [1, 3],
  "strong_side": [2, 4, 5, 6, 7, 8, 9],
  "first_seat": 1,
  "bedroom": 12,
  "tea_square": 6,
  "tokens": 7,
  "stock": 6,
  "spec_ranges": {"bedroom": [14, 15, 16, 17, 18], "tokens": [6, 7, 8], "card_last": ["consort", "enter"]},
  "icons": [{"n": 1, "kind": "reshuffle", "rules": {"ja": "捨て札を含む策謀カードをすべて切り直す", "en": "shuffle all scheme cards, discards included, into a new deck"}, "strong": null}, {"n": 2, "kind": "start", "rules": {"ja": "相手から始動権タイルを取る", "en": "take the start tile from the opponent"}, "strong": {"ja": "始動権＋貴妃＋1", "en": "start tile + consort +1"}}, {"n": 3, "kind": "jump", "rules": {"ja": "跳躍（自分の太監がいる後のカードへ跳び、そのカードが2回処理される。「発動」の2回目は無効）", "en": "jump (to a later card holding one of your eunuchs; that card then runs twice; a second activation is void)"}, "strong": null}, {"n": 4, "kind": "consort", "rules": {"ja": "貴妃＋1", "en": "consort +1"}, "strong": {"ja": "貴妃＋2", "en": "consort +2"}}, {"n": 5, "kind": "draw", "rules": {"ja": "策謀カードを1枚引いて実行", "en": "draw a scheme card and resolve it"}, "strong": {"ja": "2枚引く", "en": "draw 2"}}, {"n": 6, "kind": "enter", "rules": {"ja": "太監が殿内の「初」に入る", "en": "the eunuch enters the palace at 初"}, "strong": {"ja": "2マス目へ", "en": "enter on 2"}}, {"n": 7, "kind": "advance", "rules": {"ja": "殿内の太監が全員前進（弱1マス、強2マス）", "en": "all palace eunuchs advance (weak 1 square, strong 2)"}, "strong": {"ja": "2回前進", "en": "advance twice"}}, {"n": 8, "kind": "activate", "rules": {"ja": "殿内の太監を全員発動", "en": "activate all palace eunuchs"}, "strong": {"ja": "自分だけ発動", "en": "only your own"}}, {"n": 9, "kind": "draw", "rules": {"ja": "策謀カードを1枚引いて実行", "en": "draw a scheme card and resolve it"}, "strong": {"ja": "2枚引く", "en": "draw 2"}}],
  "palace": [{"kind": "none", "name": {"ja": "初（効果なし）", "en": "初 (nothing)"}}, {"kind": "consort1", "name": {"ja": "貴妃＋1", "en": "consort +1"}}, {"kind": "flip", "name": {"ja": "「強」に裏返す", "en": "flip to strong"}}, {"kind": "consort3_or_draw2", "name": {"ja": "貴妃＋3 か 策謀2枚", "en": "consort +3 or draw 2"}}, {"kind": "consort5", "name": {"ja": "貴妃＋5", "en": "consort +5"}}, {"kind": "return", "name": {"ja": "強制送還", "en": "forced return"}}, {"kind": "point", "name": {"ja": "乾隆ポイント1つ", "en": "1 Qianlong point"}}],
  "scheme_cards": [{"id": "S1", "name": {"ja": "夜伽の御指名", "en": "Summoned for the night"}, "text": {"ja": "自分の貴妃が5マス進む。", "en": "Your consort advances 5."}}, {"id": "S2", "name": {"ja": "讒言", "en": "Slander"}, "text": {"ja": "相手の貴妃が3マス戻る（開始には戻らず、越えない）。", "en": "The opponent's consort moves back 3 (never onto or past 開始)."}}, {"id": "S3", "name": {"ja": "賄賂", "en": "Bribe"}, "text": {"ja": "殿内の自分の太監をそれぞれ2マス進めてよい。殿内にいなければ貴妃＋2。", "en": "Each of your palace eunuchs may advance 2; with none in the palace, your consort +2."}}, {"id": "S4", "name": {"ja": "昇進の勅", "en": "Promotion"}, "text": {"ja": "手元か紫禁城カード上の自分の「弱」太監1つを「強」にする。いなければ貴妃＋3。", "en": "Flip one of your weak eunuchs in hand or on a card to strong; with none, your consort +3."}}, {"id": "S5", "name": {"ja": "宮中の噂", "en": "Palace rumours"}, "text": {"ja": "殿内の相手の太監を全員手元に戻す（発動なし）。いなければ貴妃＋2。", "en": "All the opponent's palace eunuchs go home without activating; with none, your consort +2."}}]
};
// END DATA

const D = (ja, en) => ({ ja, en });
const REC = D("再構成", "Reconstructed");
const OURS = D("Hotseat の決定", "Hotseat decision");
const rec = (l, html) => `<p class="decision"><b class="tag-rec">${REC[l]}：</b>${html}</p>`.replace("：", l === "ja" ? "：" : ": ");
const ours = (l, html) => `<p class="decision"><b class="tag-ours">${OURS[l]}：</b>${html}</p>`.replace("：", l === "ja" ? "：" : ": ");
const orig = (html) => `<p class="original">${html}</p>`;

const N = DATA;
const last = N.palace.length - 1;
const jaList = (xs) => xs.join("と");
const enList = (xs) => (xs.length < 2 ? String(xs[0]) : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
/** "2、4〜9" / "2, 4–9": a list of card numbers with runs shortened. */
function runs(xs, l) {
  const out = [];
  for (let i = 0; i < xs.length;) {
    let j = i;
    while (j + 1 < xs.length && xs[j + 1] === xs[j] + 1) j++;
    out.push(j - i >= 2 ? `${xs[i]}${l === "ja" ? "〜" : "–"}${xs[j]}` : xs.slice(i, j + 1).join(l === "ja" ? "、" : ", "));
    i = j + 1;
  }
  return out.join(l === "ja" ? "、" : ", ");
}
const sqName = (i) => (i === 0 ? "初" : String(i));

/** A small picture of the table: the 3×3 cards, palace track, bedroom ring. */
function diagram(l) {
  const ja = l === "ja";
  const title = ja ? "卓の図：紫禁城カード3×3、殿内ボード、寝室ボード" : "The table: 3×3 Forbidden City cards, the palace track, the bedroom ring";
  let cards = "";
  for (let i = 0; i < N.cards; i++) {
    const x = 10 + (i % 3) * 44;
    const y = 10 + Math.floor(i / 3) * 56;
    const grey = N.locked.includes(i + 1);
    cards += `<rect x="${x}" y="${y}" width="38" height="50" rx="5" fill="${grey ? "#9a948c" : "#fbf3df"}" stroke="#8a6d2c"/><text x="${x + 19}" y="${y + 31}" text-anchor="middle" font-size="16" font-weight="700" fill="#4a2f0c">${i + 1}</text>`;
  }
  let palace = "";
  const w = Math.min(19, 150 / N.palace.length);
  N.palace.forEach((s, i) => {
    const ret = s.kind === "return";
    palace += `<rect x="${150 + i * w}" y="14" width="${w - 2}" height="26" rx="3" fill="${ret ? "#e9b3b0" : "#f4e6c4"}" stroke="#8a6d2c"/><text x="${150 + i * w + (w - 2) / 2}" y="32" text-anchor="middle" font-size="10" fill="#333">${sqName(i)}</text>`;
  });
  let ring = "";
  for (let k = 0; k < N.bedroom; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / N.bedroom;
    const x = 235 + 56 * Math.cos(a);
    const y = 132 + 56 * Math.sin(a);
    const big = k === 0 || k === N.tea_square;
    ring += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${big ? 11 : 7}" fill="${k === 0 ? "#f0c24b" : k === N.tea_square ? "#9ad0b0" : "#f4e6c4"}" stroke="#8a6d2c"/>`;
  }
  return `<figure class="ql-diagram"><svg viewBox="0 0 320 202" width="320" height="202" role="img" aria-label="${title}">
${cards}${palace}<text x="235" y="58" text-anchor="middle" font-size="11" fill="#333">${ja ? "殿内ボード" : "palace track"}</text>
${ring}<text x="235" y="116" text-anchor="middle" font-size="10" fill="#333">${ja ? "開始（上）" : "開始 (top)"}</text>
<text x="235" y="152" text-anchor="middle" font-size="10" fill="#333">${ja ? "茶休憩（下）" : "茶休憩 (bottom)"}</text>
</svg><figcaption>${ja
    ? `左：紫禁城カード（${jaList(N.locked.map((n) => `${n}番`))}は最初は灰色の面）。右上：殿内ボード（赤いマスは強制送還）。右下：寝室ボード（${N.bedroom}マスの輪）。`
    : `Left: the Forbidden City cards (${enList(N.locked)} start grey side up). Top right: the palace track (red squares: forced return). Bottom right: the bedroom ring of ${N.bedroom} squares.`}</figcaption></figure>`;
}

function sections(l) {
  const ja = l === "ja";
  const out = [];
  const lockedCards = ja ? jaList(N.locked.map((n) => `${n}番`)) : `cards ${enList(N.locked)}`;
  const seat1 = N.first_seat;
  const icon = (c) => `${c.n}：${c.rules[l]}`.replace("：", ja ? "：" : ": ");
  out.push(ja ? `<h2>この説明について</h2>
<p>公開されている資料は出版社（湘南ロケッティアーズ、2012年）の基本ルールのページだけで、アイコンの画像は失われています。そのため、左に青い線のある段落は出版社のルール、黄色の段落は Hotseat による<b>再構成</b>（失われた図を補った設計）か<b>決定</b>（どこにも書かれていない点）です。</p>`
    : `<h2>About these rules</h2>
<p>The only public source is the publisher's basic-rules page (Shonan Rocketeers, 2012), whose icon images are lost. So the paragraphs with a blue line on the left are the publisher's rules; the yellow ones are Hotseat's <b>reconstruction</b> (a design filling what the lost pictures showed) or <b>decision</b> (points nobody wrote down).</p>`);
  out.push(diagram(l));
  out.push(ja ? `<h2>概要と勝利条件</h2>` : `<h2>Overview and goal</h2>`);
  out.push(orig(ja
    ? `2人用。2人は乾隆帝の寵愛を争う貴妃（青と赤）です。配下の太監${N.eunuchs}人を紫禁城カードに配置し、カードの効果で寝室ボードの貴妃を進め、乾隆ポイントを集めます。<b>乾隆ポイントを${N.win_points}つ手にした瞬間に勝ち</b>です。`
    : `For 2 players, two consorts (blue and red) competing for the Emperor Qianlong's favour. Each places ${N.eunuchs} eunuchs on the Forbidden City cards; the cards move the consort round the bedroom and gain 乾隆 points. <b>Holding ${N.win_points} points wins at once.</b>`));
  out.push(orig(ja
    ? `<b>香妃</b>：山札が尽きるたびに香妃が乾隆ポイントを1つ得ます。香妃が${N.xiangfei_limit.basic}つ（上級ルールでは${N.xiangfei_limit.advanced}つ）集めると、乾隆帝は香妃を溺愛してしまい、ゲームはそこで終わります。`
    : `<b>香妃 (Xiang Fei)</b>: each time the scheme deck runs out, 香妃 gains a point. With ${N.xiangfei_limit.basic} (${N.xiangfei_limit.advanced} in the advanced rules) the Emperor dotes on her and the game ends at once.`));
  out.push(ours(l, ja
    ? "そのとき<b>2人とも負け</b>です（出版社のページは「溺愛してしまいます」と書くだけです）。"
    : "Then <b>both players lose</b> (the publisher's page says only that the Emperor dotes on her)."));
  out.push(ja ? `<h2>準備</h2>` : `<h2>Set-up</h2>`);
  out.push(orig(ja
    ? `紫禁城カード${N.cards}枚を1〜${N.cards}の順に3×3に並べます。${lockedCards}は灰色の面（裏）で、置けません。各プレイヤーは太監${N.eunuchs}つを「弱」の面で持ち、貴妃を寝室ボードの開始マスに置きます。「茶休憩」の大マスに乾隆ポイントを1つ置き、残りはストックです。策謀カードを切って山札にします。`
    : `Lay the ${N.cards} Forbidden City cards 1–${N.cards} in a 3×3 grid; ${lockedCards} lie grey side up and take no eunuch. Each player takes ${N.eunuchs} eunuchs weak (弱) side up and puts their consort on 開始 of the bedroom board. One point goes on the large 茶休憩 square, the rest form the stock. Shuffle the scheme cards into a deck.`));
  out.push(rec(l, ja
    ? `寝室ボードは${N.bedroom}マスの輪（開始が0、茶休憩が${N.tea_square}）。乾隆ポイントは全部で${N.tokens}つ（茶休憩に1つ、ストック${N.stock}つ）。策謀カードは${N.schemes}枚。`
    : `The bedroom is a ring of ${N.bedroom} squares (開始 at 0, 茶休憩 at ${N.tea_square}). There are ${N.tokens} points (1 on 茶休憩, ${N.stock} in the stock) and ${N.schemes} scheme cards.`));
  const R = N.spec_ranges;
  const span = (xs) => `${xs[0]}${ja ? "〜" : "–"}${xs[xs.length - 1]}`;
  const lastCard = N.icons.find((c) => c.n === N.cards);
  const iconOf = (k) => N.icons.find((c) => c.kind === k);
  const specLast = R.card_last.map((k) => (iconOf(k) ? iconOf(k).rules[l] : k)).join(ja ? "か" : " or ");
  out.push(ours(l, ja
    ? `<b>既定の数はシミュレーションで決め、元にした設計の範囲の外にあります。</b>元にした設計は寝室${span(R.bedroom)}マス、乾隆ポイント${span(R.tokens)}つ、${N.cards}番は「${specLast}」の範囲としていましたが、その範囲ではどの組み合わせでもゲームが目標よりずっと長くなりました（貴妃の進みが遅く、殿内の奥のマスにほとんど届かないため）。そこで寝室を${N.bedroom}マスに縮め、${N.cards}番を「${lastCard.rules[l]}」にし、殿内の並びを短くし、策謀カードを強めました。`
    : `<b>The default numbers were tuned by simulation and lie outside the ranges of the design we started from.</b> That design asked for a bedroom of ${span(R.bedroom)} squares, ${span(R.tokens)} points and card ${N.cards} as “${specLast}”; inside those ranges every setting made the games far longer than the target, because the consorts move slowly and the palace's deep squares were almost never reached. So the bedroom is ${N.bedroom} squares, card ${N.cards} is “${lastCard.rules[l]}”, the palace track is shorter and the scheme cards are stronger.`));
  out.push(ours(l, ja
    ? `最初の始動権タイルは席${seat1}（新規ゲーム画面の最初の席）が持ちます（原文：最近ハーレムの夢を見た人）。席${seat1}が青、もう1人が赤です。`
    : `Seat ${seat1} (the first seat of the new-game screen) holds the start tile at first (the original: whoever last dreamt of a harem). Seat ${seat1} is blue, the other red.`));
  out.push(ja ? `<h2>ラウンド：太監配置</h2>` : `<h2>A round: placement</h2>`);
  out.push(orig(ja
    ? "始動権タイルを持つプレイヤーから交互に、手元の太監を1つずつ紫禁城カードに置きます。1枚のカードには1つまで。灰色のカードには置けません。"
    : "Starting with the start-tile holder, players take turns placing one eunuch from hand on a Forbidden City card: one eunuch per card, never on a grey card."));
  out.push(ours(l, ja
    ? "手元に太監がない人は飛ばし、もう1人が続けて置きます（再構成）。「弱」と「強」の両方を持つときは、どちらを置くか選びます（カードをタップすると尋ねます）。"
    : "A player with no eunuch in hand is skipped and the other places the rest (reconstructed). A player holding both weak and strong eunuchs chooses which to place (tapping a card asks)."));
  out.push(ja ? `<h2>ラウンド：行動処理</h2>` : `<h2>A round: resolution</h2>`);
  out.push(orig(ja
    ? `1番から${N.cards}番の順に、太監が置かれたカードを処理します。処理を終えた太監はすぐ手元に戻ります（殿内に入った太監は残ります）。`
    : `Cards with a eunuch resolve in order 1 to ${N.cards}. Each eunuch goes home as soon as its card is done (one that entered the palace stays there).`));
  const consortIcon = N.icons.find((c) => c.kind === "consort").rules[l];
  out.push(orig(ja
    ? `出版社のページはカードのアイコンの意味を挙げています（絵は失われています）：捨て札を含む策謀カードの再シャッフル、相手から始動権タイルを取る、跳躍（太監が、自分の別の太監を置いた区画へ移り、その区画が二度処理される。「発動」の区画なら二度目は無効）、${consortIcon}、策謀カードを1枚引いて実行、太監が殿内の「初」に入る、殿内の太監の前進、殿内の太監を全員発動。`
    : `The publisher's page names what the cards' icons do (their pictures are lost): reshuffle all scheme cards, discards included; take the start tile from the opponent; jump (the eunuch moves to an area holding another of your eunuchs, and that area runs twice; a second “activate” is void); ${consortIcon}; draw a scheme card and resolve it; the eunuch enters the palace at 初; the palace eunuchs advance; activate all palace eunuchs.`));
  out.push(rec(l, (ja
    ? `どのカードにどのアイコンがあるかは、ページに並んだ順から再構成しました（灰色で始まる${lockedCards}が再シャッフルと跳躍になります）。跳躍先は後の番号のカードに限り、前進は弱い太監と強い太監で歩数が違います：`
    : `Which icon is on which card is reconstructed from the order the page lists them in (the cards that start grey, ${enList(N.locked)}, get the reshuffle and the jump). The jump goes only to a later card, and weak and strong eunuchs advance by different steps: `)
    + N.icons.map(icon).join(ja ? "。" : ". ") + (ja
    ? `（${N.cards}番はシミュレーションで選んだ既定値）。跳躍先が複数なら本人が選び、1つなら自動です。`
    : ` (card ${N.cards}: the default chosen by simulation). With several jump targets the owner chooses; with one it is automatic.`)));
  out.push(ja ? `<h2>殿内ボード</h2>` : `<h2>The palace track</h2>`);
  out.push(orig(ja
    ? "殿内の太監は前進し、「強制送還」のマスに止まるとすぐ手元に戻ります。発動すると、太監は手元に戻り、いたマスの効果が起きます。始動権を持つ人の太監が先に発動します。"
    : "Palace eunuchs advance; one that stops on a forced-return (強制送還) square goes home at once. When activated, a eunuch goes home and its square takes effect. The start-tile holder's eunuchs activate first."));
  const squares = N.palace.map((s, i) => `${i === 0 ? "" : i + (ja ? "：" : ": ")}${s.name[l]}${s.kind === "consort3_or_draw2" ? (ja ? "（本人が選ぶ）" : " (owner's choice)") : ""}`);
  out.push(rec(l, ja
    ? `マスの順（シミュレーションで選んだ既定の並び）：${squares.join("・")}。${last}より先には進みません。`
    : `The squares (the order chosen by simulation): ${squares.join(" · ")}. Nobody moves past ${last}.`));
  out.push(ours(l, ja
    ? "自分の殿内の太監を発動する順番は本人が選びます（同じマス・同じ強さの太監は1つの選択肢）。"
    : "Each player chooses the order in which their own palace eunuchs activate (eunuchs on the same square with the same strength are one choice)."));
  out.push(ja ? `<h2>寝室ボードと乾隆ポイント</h2>` : `<h2>The bedroom and the points</h2>`);
  out.push(orig(ja
    ? `貴妃が開始マスに止まるか通過するたびに乾隆ポイント${N.lap_points}つ。最初の1周（どちらの貴妃でも）で「後宮闘争」となり、${lockedCards}のカードが表になって次の配置から使えます。茶休憩に最初に到達した貴妃はそこのポイントを取り、2人目以降は策謀カードを引きます。ストックが空なら、相手と香妃のうち多く持つ方から取ります。`
    : `A consort that stops on or passes 開始 gains ${N.lap_points} points, every lap. The first lap by either consort starts 後宮闘争: ${lockedCards} turn white side up and can be used from the next placement. The first consort to reach 茶休憩 takes its point; later arrivals draw a scheme card. With the stock empty, a point is taken from whichever of the opponent and 香妃 holds more.`));
  out.push(rec(l, ja
    ? "茶休憩の「2人目以降」は、以後の到達すべて（自分の2周目も）と読みます。同数なら始動権を持たない方から取り、香妃と相手が同数で相手も始動権を持たないときは本人が選びます。香妃のポイントも、ストックが空なら多く持つプレイヤーから取ります。"
    : "\"Later arrivals\" at 茶休憩 means every later arrival, your own second lap included. On a tie the point comes from the one without the start tile; if 香妃 and an opponent without the tile are level, the taker chooses. 香妃's own point, with the stock empty, comes from the player with more."));
  out.push(ja ? `<h2>策謀カード</h2>` : `<h2>Scheme cards</h2>`);
  out.push(orig(ja
    ? "引いた策謀カードは実行して捨て札にします。山札がなくなったら捨て札を切って新しい山札にし、香妃が乾隆ポイントを1つ得ます。"
    : "A drawn scheme card is resolved, then discarded. When the deck is used up, the discards are shuffled into a new deck and 香妃 gains a point."));
  out.push(rec(l, ja ? `${N.schemes}枚の内容（賄賂は太監1つずつ尋ねます）：` : `The ${N.schemes} cards (Bribe asks about one eunuch at a time):`));
  out.push(`<ul class="decision ql-scheme-list">${N.scheme_cards.map((c) => `<li><b>${c.name[l]}</b>${ja ? "：" : ": "}${c.text[l]}</li>`).join("")}</ul>`);
  out.push(ja ? `<h2>上級ルール</h2>` : `<h2>Advanced rules</h2>`);
  out.push(orig(ja ? `香妃は乾隆ポイント${N.xiangfei_limit.advanced}つでゲームを終わらせます。` : `香妃 ends the game with ${N.xiangfei_limit.advanced} points.`));
  const strong = N.icons.filter((c) => c.strong && N.strong_side.includes(c.n)).map((c) => `${c.n}${ja ? "：" : ": "}${c.strong[l]}`);
  out.push(rec(l, ja
    ? `準備で、始動権を持たない人、持つ人の順に、カード${runs(N.strong_side, l)}のうち1枚を「強」の面にします。「強」の太監が「強」の面のカードにいると効果が強くなります（${strong.join("、")}）。`
    : `At set-up the player without the start tile, then the holder, each turn one of cards ${runs(N.strong_side, l)} to its 強 side. A strong eunuch on a 強 card gets the stronger effect (${strong.join("; ")}).`));
  out.push(ja ? `<h2>この画面での遊び方</h2>` : `<h2>Playing on the tablet</h2>`);
  const reward = N.palace.find((s) => s.kind === "consort3_or_draw2");
  const rewardName = reward ? reward.name[l] : "";
  out.push(`<p>${ja
    ? `置けるカードが光ります。カードをタップして太監を置きます（弱と強の両方を持つときは選択画面が出ます）。行動処理は1段階ずつ表示され、ログにも残ります。処理中に選択が必要なとき（跳躍先、${rewardName}、発動順、賄賂、昇進、誰から取るか、上級ルールの「強」面）は、画面の下に選択肢が出ます。光っているカードや殿内の太監をタップしても選べます。`
    : `The cards you may use light up: tap one to place a eunuch (holding both weak and strong, you are asked which). The resolution is shown one step at a time and kept in the log. When a choice comes up during it (jump target, ${rewardName}, activation order, bribe, promotion, whom to take a point from, the advanced set-up flip), the choices appear below the board; you can also tap the highlighted card or palace eunuch.`}</p>`);
  return out.join("\n");
}

export function rulesHTML(l) {
  return sections(l === "ja" ? "ja" : "en");
}
