// Qianlong's Harem rules text (ja/en) for the in-app rules page, from
// ../shared/rules/qianlong.md and docs/rules/qianlong.md.
// class "original": stated on the publisher's pages (Shonan Rocketeers, 2012).
// class "decision": not public — either *reconstructed* (the research notes'
// §4 design filling what the publisher's lost icon images showed) or *our
// decision* (where the publisher and the notes are silent). Each decision
// paragraph says which of the two it is.

const D = (ja, en) => ({ ja, en });
const REC = D("再構成", "Reconstructed");
const OURS = D("Hotseat の決定", "Hotseat decision");
const rec = (l, html) => `<p class="decision"><b class="tag-rec">${REC[l]}：</b>${html}</p>`.replace("：", l === "ja" ? "：" : ": ");
const ours = (l, html) => `<p class="decision"><b class="tag-ours">${OURS[l]}：</b>${html}</p>`.replace("：", l === "ja" ? "：" : ": ");
const orig = (html) => `<p class="original">${html}</p>`;

/** A small picture of the table: the 3×3 cards, palace track, bedroom ring. */
function diagram(l) {
  const ja = l === "ja";
  const title = ja ? "卓の図：紫禁城カード3×3、殿内ボード、寝室ボード" : "The table: 3×3 Forbidden City cards, the palace track, the bedroom ring";
  let cards = "";
  for (let i = 0; i < 9; i++) {
    const x = 10 + (i % 3) * 44;
    const y = 10 + Math.floor(i / 3) * 56;
    const grey = i === 0 || i === 2;
    cards += `<rect x="${x}" y="${y}" width="38" height="50" rx="5" fill="${grey ? "#9a948c" : "#fbf3df"}" stroke="#8a6d2c"/><text x="${x + 19}" y="${y + 31}" text-anchor="middle" font-size="16" font-weight="700" fill="#4a2f0c">${i + 1}</text>`;
  }
  let palace = "";
  // The default layout (data.py's "short_flip"): forced return on square 5.
  const sq = ["初", "1", "2", "3", "4", "5", "6"];
  sq.forEach((s, i) => {
    const ret = i === 5;
    palace += `<rect x="${150 + i * 19}" y="14" width="17" height="26" rx="3" fill="${ret ? "#e9b3b0" : "#f4e6c4"}" stroke="#8a6d2c"/><text x="${158.5 + i * 19}" y="32" text-anchor="middle" font-size="10" fill="#333">${s}</text>`;
  });
  let ring = "";
  // The default ring: 12 squares, 開始 at 0 and 茶休憩 half-way round (6).
  for (let k = 0; k < 12; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 12;
    const x = 235 + 58 * Math.cos(a);
    const y = 120 + 58 * Math.sin(a);
    const big = k === 0 || k === 6;
    ring += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${big ? 11 : 7}" fill="${k === 0 ? "#f0c24b" : k === 6 ? "#9ad0b0" : "#f4e6c4"}" stroke="#8a6d2c"/>`;
  }
  return `<figure class="ql-diagram"><svg viewBox="0 0 320 190" width="320" height="190" role="img" aria-label="${title}">
${cards}${palace}<text x="235" y="58" text-anchor="middle" font-size="11" fill="#333">${ja ? "殿内ボード" : "palace track"}</text>
${ring}<text x="235" y="104" text-anchor="middle" font-size="10" fill="#333">${ja ? "開始（上）" : "開始 (top)"}</text>
<text x="235" y="140" text-anchor="middle" font-size="10" fill="#333">${ja ? "茶休憩（下）" : "茶休憩 (bottom)"}</text>
</svg><figcaption>${ja
    ? "左：紫禁城カード（1と3は最初は灰色の面）。右上：殿内ボード（赤いマスは強制送還）。右下：寝室ボード（12マスの輪）。"
    : "Left: the Forbidden City cards (1 and 3 start grey side up). Top right: the palace track (red squares: forced return). Bottom right: the bedroom ring of 12 squares."}</figcaption></figure>`;
}

function sections(l) {
  const ja = l === "ja";
  const out = [];
  out.push(ja ? `<h2>この説明について</h2>
<p>公開されている資料は出版社（湘南ロケッティアーズ、2012年）の基本ルールのページだけで、アイコンの画像は失われています。そのため、<span class="original">青い線の部分は出版社のルール</span>、<span class="decision">黄色の部分は Hotseat による<b>再構成</b>（失われた図を補った設計）か<b>決定</b>（どこにも書かれていない点）</span>です。</p>`
    : `<h2>About these rules</h2>
<p>The only public source is the publisher's basic-rules page (Shonan Rocketeers, 2012), whose icon images are lost. So <span class="original">the parts with a blue line are the publisher's rules</span>; <span class="decision">the yellow parts are Hotseat's <b>reconstruction</b> (a design filling what the lost pictures showed) or <b>decision</b> (points nobody wrote down)</span>.</p>`);
  out.push(diagram(l));
  out.push(ja ? `<h2>概要と勝利条件</h2>` : `<h2>Overview and goal</h2>`);
  out.push(orig(ja
    ? "2人用。2人は乾隆帝の寵愛を争う貴妃（青と赤）です。配下の太監3人を紫禁城カードに配置し、カードの効果で寝室ボードの貴妃を進め、乾隆ポイントを集めます。<b>乾隆ポイントを4つ手にした瞬間に勝ち</b>です。"
    : "For 2 players, two consorts (blue and red) competing for the Emperor Qianlong's favour. Each places 3 eunuchs on the Forbidden City cards; the cards move the consort round the bedroom and gain 乾隆 points. <b>Holding 4 points wins at once.</b>"));
  out.push(orig(ja
    ? "<b>香妃</b>：山札が尽きるたびに香妃が乾隆ポイントを1つ得ます。香妃が3つ（上級ルールでは2つ）集めると、乾隆帝は香妃を溺愛してしまい、<b>2人とも負け</b>です。"
    : "<b>香妃 (Xiang Fei)</b>: each time the scheme deck runs out, 香妃 gains a point. With 3 (2 in the advanced rules) the Emperor dotes on her and <b>both players lose</b>."));
  out.push(ja ? `<h2>準備</h2>` : `<h2>Set-up</h2>`);
  out.push(orig(ja
    ? "紫禁城カード9枚を1〜9の順に3×3に並べます。1番と3番は灰色の面（裏）で、置けません。各プレイヤーは太監3つを「弱」の面で持ち、貴妃を寝室ボードの開始マスに置きます。「茶休憩」の大マスに乾隆ポイントを1つ置き、残りはストックです。策謀カードを切って山札にします。"
    : "Lay the 9 Forbidden City cards 1–9 in a 3×3 grid; cards 1 and 3 lie grey side up and take no eunuch. Each player takes 3 eunuchs weak (弱) side up and puts their consort on 開始 of the bedroom board. One point goes on the large 茶休憩 square, the rest form the stock. Shuffle the scheme cards into a deck."));
  out.push(rec(l, ja
    ? "寝室ボードは16マスの輪（開始が0、茶休憩が8）。乾隆ポイントは全部で7つ（茶休憩に1つ、ストック6つ）。策謀カードは5枚。"
    : "The bedroom is a ring of 16 squares (開始 at 0, 茶休憩 at 8). There are 7 points (1 on 茶休憩, 6 in the stock) and 5 scheme cards."));
  out.push(ours(l, ja
    ? "最初の始動権タイルは席1（新規ゲーム画面の最初の席）が持ちます（原文：最近ハーレムの夢を見た人）。席1が青、席2が赤です。"
    : "Seat 1 (the first seat of the new-game screen) holds the start tile at first (the original: whoever last dreamt of a harem). Seat 1 is blue, seat 2 red."));
  out.push(ja ? `<h2>ラウンド：太監配置</h2>` : `<h2>A round: placement</h2>`);
  out.push(orig(ja
    ? "始動権タイルを持つプレイヤーから交互に、手元の太監を1つずつ紫禁城カードに置きます。1枚のカードには1つまで。灰色のカードには置けません。"
    : "Starting with the start-tile holder, players take turns placing one eunuch from hand on a Forbidden City card: one eunuch per card, never on a grey card."));
  out.push(ours(l, ja
    ? "手元に太監がない人は飛ばし、もう1人が続けて置きます（再構成）。「弱」と「強」の両方を持つときは、どちらを置くか選びます（カードをタップすると尋ねます）。"
    : "A player with no eunuch in hand is skipped and the other places the rest (reconstructed). A player holding both weak and strong eunuchs chooses which to place (tapping a card asks)."));
  out.push(ja ? `<h2>ラウンド：行動処理</h2>` : `<h2>A round: resolution</h2>`);
  out.push(orig(ja
    ? "1番から9番の順に、太監が置かれたカードを処理します。処理を終えた太監はすぐ手元に戻ります（殿内に入った太監は残ります）。"
    : "Cards with a eunuch resolve in order 1 to 9. Each eunuch goes home as soon as its card is done (one that entered the palace stays there)."));
  out.push(orig(ja
    ? "1：捨て札を含む策謀カードをすべて切り直す。2：相手から始動権タイルを取る。3：跳躍（自分の太監がいる後のカードへ跳び、そのカードが2回処理される。「発動」の2回目は無効）。"
    : "1: shuffle all scheme cards, discards included, into a new deck. 2: take the start tile from the opponent. 3: jump (to a later card holding one of your eunuchs; that card then runs twice; a second activation is void)."));
  out.push(rec(l, ja
    ? "4：貴妃＋1。5：策謀カードを1枚引いて実行。6：太監が殿内の「初」に入る。7：殿内の太監が全員前進（弱1マス、強2マス）。8：殿内の太監を全員発動。9：策謀カードを1枚引いて実行（シミュレーションで選んだ既定値）。跳躍先が複数なら本人が選び、1つなら自動です。"
    : "4: consort +1. 5: draw a scheme card and resolve it. 6: the eunuch enters the palace at 初. 7: all palace eunuchs advance (weak 1 square, strong 2). 8: activate all palace eunuchs. 9: draw a scheme card and resolve it (the default chosen by simulation). With several jump targets the owner chooses; with one it is automatic."));
  out.push(ja ? `<h2>殿内ボード</h2>` : `<h2>The palace track</h2>`);
  out.push(orig(ja
    ? "殿内の太監は前進し、「強制送還」のマスに止まるとすぐ手元に戻ります。発動すると、太監は手元に戻り、いたマスの効果が起きます。始動権を持つ人の太監が先に発動します。"
    : "Palace eunuchs advance; one that stops on a forced-return (強制送還) square goes home at once. When activated, a eunuch goes home and its square takes effect. The start-tile holder's eunuchs activate first."));
  out.push(rec(l, ja
    ? "マスの順（シミュレーションで選んだ既定の並び）：初（なし）・1 貴妃＋1・2「強」に裏返す・3 貴妃＋3か策謀2枚（本人が選ぶ）・4 貴妃＋5・5 強制送還・6 乾隆ポイント1つ。6より先には進みません。"
    : "The squares (the order chosen by simulation): 初 (nothing) · 1 consort +1 · 2 flip to strong · 3 consort +3 or draw 2 (owner's choice) · 4 consort +5 · 5 forced return · 6 one 乾隆 point. Nobody moves past 6."));
  out.push(ours(l, ja
    ? "自分の殿内の太監を発動する順番は本人が選びます（同じマス・同じ強さの太監は1つの選択肢）。"
    : "Each player chooses the order in which their own palace eunuchs activate (eunuchs on the same square with the same strength are one choice)."));
  out.push(ja ? `<h2>寝室ボードと乾隆ポイント</h2>` : `<h2>The bedroom and the points</h2>`);
  out.push(orig(ja
    ? "貴妃が開始マスに止まるか通過するたびに乾隆ポイント2つ。最初の1周（どちらの貴妃でも）で「後宮闘争」となり、1番と3番のカードが表になって次の配置から使えます。茶休憩に最初に到達した貴妃はそこのポイントを取り、2人目以降は策謀カードを引きます。ストックが空なら、相手と香妃のうち多く持つ方から取ります。"
    : "A consort that stops on or passes 開始 gains 2 points, every lap. The first lap by either consort starts 後宮闘争: cards 1 and 3 turn white side up and can be used from the next placement. The first consort to reach 茶休憩 takes its point; later arrivals draw a scheme card. With the stock empty, a point is taken from whichever of the opponent and 香妃 holds more."));
  out.push(rec(l, ja
    ? "茶休憩の「2人目以降」は、以後の到達すべて（自分の2周目も）と読みます。同数なら始動権を持たない方から取り、香妃と相手が同数で相手も始動権を持たないときは本人が選びます。香妃のポイントも、ストックが空なら多く持つプレイヤーから取ります。"
    : "\"Later arrivals\" at 茶休憩 means every later arrival, your own second lap included. On a tie the point comes from the one without the start tile; if 香妃 and an opponent without the tile are level, the taker chooses. 香妃's own point, with the stock empty, comes from the player with more."));
  out.push(ja ? `<h2>策謀カード</h2>` : `<h2>Scheme cards</h2>`);
  out.push(orig(ja
    ? "引いた策謀カードは実行して捨て札にします。山札がなくなったら捨て札を切って新しい山札にし、香妃が乾隆ポイントを1つ得ます。"
    : "A drawn scheme card is resolved, then discarded. When the deck is used up, the discards are shuffled into a new deck and 香妃 gains a point."));
  out.push(rec(l, ja
    ? "5枚の内容：夜伽の御指名（自分の貴妃＋5）、讒言（相手の貴妃が3マス戻る。開始には戻らない）、賄賂（殿内の自分の太監をそれぞれ2マス進めてよい。1つずつ尋ねる）、昇進の勅（手元かカード上の自分の「弱」太監1つを「強」に）、宮中の噂（殿内の相手の太監が全員手元に戻る）。対象がいないカードは貴妃が2マス（昇進の勅は3マス）進みます。"
    : "The five cards: Summoned for the night (your consort +5), Slander (the opponent's consort moves back 3, never onto 開始), Bribe (each of your palace eunuchs may advance 2, asked one at a time), Promotion (turn one of your weak eunuchs in hand or on a card to strong), Palace rumours (all the opponent's palace eunuchs go home). A card with nothing to act on moves your consort 2 squares instead (Promotion: 3)."));
  out.push(ja ? `<h2>上級ルール</h2>` : `<h2>Advanced rules</h2>`);
  out.push(orig(ja ? "香妃は乾隆ポイント2つでゲームを終わらせます。" : "香妃 ends the game with 2 points."));
  out.push(rec(l, ja
    ? "準備で、始動権を持たない人、持つ人の順に、カード2・4〜9のうち1枚を「強」の面にします。「強」の太監が「強」の面のカードにいると効果が強くなります（2：始動権＋貴妃＋1、4：貴妃＋2、5/9：2枚引く、6：殿内2マス目に入る、7：2回前進、8：自分の太監だけ発動）。"
    : "At set-up the player without the start tile, then the holder, each turn one of cards 2, 4–9 to its 強 side. A strong eunuch on a 強 card gets the stronger effect (2: start tile + consort +1; 4: consort +2; 5/9: draw 2; 6: enter on square 2; 7: advance twice; 8: activate only your own)."));
  out.push(ja ? `<h2>この画面での遊び方</h2>` : `<h2>Playing on the tablet</h2>`);
  out.push(`<p>${ja
    ? "置けるカードが光ります。カードをタップして太監を置きます（弱と強の両方を持つときは選択画面が出ます）。行動処理は1段階ずつ表示され、ログにも残ります。処理中に選択が必要なとき（跳躍先、＋3か2枚、発動順、賄賂、昇進、誰から取るか、上級ルールの「強」面）は、画面の下に選択肢が出ます。光っているカードや殿内の太監をタップしても選べます。"
    : "The cards you may use light up: tap one to place a eunuch (holding both weak and strong, you are asked which). The resolution is shown one step at a time and kept in the log. When a choice comes up during it (jump target, +3 or draw 2, activation order, bribe, promotion, whom to take a point from, the advanced set-up flip), the choices appear below the board; you can also tap the highlighted card or palace eunuch."}</p>`);
  return out.join("\n");
}

export function rulesHTML(l) {
  return sections(l === "ja" ? "ja" : "en");
}
