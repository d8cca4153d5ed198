// Dou Dizhu rules text (ja/en) for the in-app rules page.
// Sections with class "original" follow the original rules (the Japanese
// rendering of the Board Game Arena / pagat.com rules); class "decision" marks
// what Hotseat decided where those rules are silent or inconsistent.

const D = (ja, en) => ({ ja, en });

const T = {
  overview: D(
    `<h2>概要</h2>
<p>主に3人で遊ぶ中国のクライミング系カードゲームです（4人版もあります）。ハンドごとに競りで1人が<b>地主</b>になり、残りの<b>農民</b>がチームを組みます。地主は誰よりも先に手札を出し切ることを、農民はどちらか1人が地主より先に出し切ることを目指します。</p>`,
    `<h2>Overview</h2>
<p>A Chinese climbing card game, mainly for three players (there is a four-player version). In each hand an auction makes one player the <b>landlord</b>; the others are <b>peasants</b> and play as a team. The landlord tries to get rid of all their cards first; the peasants win if either of them goes out before the landlord.</p>`),
  cards: D(
    `<h2>カードと強さ</h2>
<p>ジョーカー2枚（黒＝小王、赤＝大王）を含む54枚を使います。強さは弱い順に <b>3 4 5 6 7 8 9 10 J Q K A 2 小王 大王</b>。スートは関係ありません。</p>`,
    `<h2>Cards and ranks</h2>
<p>54 cards including two jokers (black = small, red = big). Ranks from low to high: <b>3 4 5 6 7 8 9 10 J Q K A 2, black joker, red joker</b>. Suits never matter.</p>`),
  deal: D(
    `<h2>配札</h2>
<p class="original">元のルールでは、表向きのカードを1枚山札に差し込み、順番にカードを引いて17枚ずつ取ります。表向きのカードを引いた人が最初に入札します。残りの3枚は<b>底札</b>として伏せておきます。</p>
<p class="decision"><b>Hotseat の決定：</b>アプリが17枚ずつ配り、配られたカードからランダムに1枚を選んで全員に見せ、そのカードを持つ人が最初に入札します（元の方法と同じ確率です）。</p>`,
    `<h2>Deal</h2>
<p class="original">Originally a face-up card is inserted into the deck and players draw in turn until each has 17 cards; whoever draws the face-up card bids first. The last 3 cards stay face down as the <b>kitty</b>.</p>
<p class="decision"><b>Hotseat decision:</b> the app deals 17 cards each, picks one dealt card at random and shows it to everyone; its holder bids first (the same odds as the original procedure).</p>`),
  auction: D(
    `<h2>競り</h2>
<p class="original">順番に、パスするか、それまでの最高値より高い 1・2・3 点で入札します。誰かが3点を入札するか、入札のあと他の全員が続けてパスすると終わり、最高値の人が地主になって底札を手札に加えます。全員がパスしたら配り直しです。</p>
<p class="decision"><b>Hotseat の決定：</b>一度パスした人も、次の番でより高く入札できます（元のルールに除外の記述がないため）。全員パスの配り直しでは、最初に入札する人が次の席に移ります。</p>
<p class="decision"><b>Hotseat の決定（オプション、既定オン）：</b>底札は地主が取る前に全員に公開します（元のルールで「最近の慣習」とされているもの）。オフにすると地主だけが見ます。</p>`,
    `<h2>Auction</h2>
<p class="original">In turn, each player passes or bids 1, 2 or 3, higher than the highest bid so far. The auction ends when someone bids 3, or when all the others pass in a row after a bid; the highest bidder becomes the landlord and adds the kitty to their hand. If everyone passes, the cards are redealt.</p>
<p class="decision"><b>Hotseat decision:</b> a player who passed may still bid higher on a later turn (the original rules name no exclusion). After an all-pass redeal the first bid moves to the next seat.</p>
<p class="decision"><b>Hotseat decision (option, on by default):</b> the kitty is shown to everyone before the landlord takes it (the original calls this “the modern custom”). When off, only the landlord sees it.</p>`),
  play: D(
    `<h2>プレイ</h2>
<p class="original">地主が最初に好きな組み合わせを出します。次の人からは、パスするか、<b>同じ種類・同じ枚数</b>でより強い組み合わせを出します。ただし爆弾は爆弾以外のすべてに、より強い爆弾は弱い爆弾に、ロケットはすべてに勝ちます。他の全員が続けてパスしたら、最後に出した人が場を流して好きな組み合わせを出します。パスした人も同じ場で後からまた出せます。場の最初の人（親）はパスできません。</p>
<p class="original">誰かが手札を出し切るとハンド終了です。農民が出し切れば農民2人とも勝ちです。</p>
<p class="decision"><b>Hotseat の決定：</b>手番は単に「次の席」へ進みます（元のルールは反時計回り）。</p>`,
    `<h2>Play</h2>
<p class="original">The landlord leads any combination. Each next player passes or beats the current play with the <b>same type and the same number of cards</b> at a higher rank — except that a bomb beats any non-bomb, a higher bomb beats a lower one, and the rocket beats everything. When all the others pass in a row, the last player to play leads anything. A player who passed may play again later in the same trick. The leader may not pass.</p>
<p class="original">The hand ends when someone runs out of cards; if a peasant goes out, both peasants win.</p>
<p class="decision"><b>Hotseat decision:</b> turns simply pass to the next seat (the original says counter-clockwise).</p>`),
  combos: D(
    `<h2>13種類の組み合わせ</h2>
<ol class="original">
<li><b>シングル</b>：1枚。</li>
<li><b>ペア</b>：同じランク2枚（3〜2。ジョーカー2枚はペアではなくロケット）。</li>
<li><b>スリーカード</b>：同じランク3枚。</li>
<li><b>スリーカード＋1枚</b>：スリーカードの強さで比べます（9-9-9-3 は 8-8-8-A に勝つ）。</li>
<li><b>スリーカード＋ペア</b>：スリーカードの強さで比べます。</li>
<li><b>階段</b>：連続する5枚以上（3〜A。2とジョーカーは使えない）。</li>
<li><b>連続ペア</b>：連続する3組以上のペア（3〜A）。</li>
<li><b>飛行機</b>：連続する2組以上のスリーカード（3〜A）。</li>
<li><b>飛行機＋1枚ずつ</b>：スリーカード1組につき1枚。付けるカードは互いに、またスリーカードのランクとも異なること。2やジョーカーも付けられます。</li>
<li><b>飛行機＋ペア</b>：スリーカード1組につきランクの異なるペア1組（1枚とペアの混在は不可）。</li>
<li><b>爆弾</b>：同じランク4枚。</li>
<li><b>ロケット</b>：ジョーカー2枚。最強です。</li>
<li><b>4枚＋2枚</b>：同じランク4枚にランクの異なる1枚2組、またはランクの異なるペア2組。同じ型の弱いものにだけ勝ち、爆弾ではありません（どの爆弾にも負けます）。</li>
</ol>
<p>比べられるのは種類と枚数が同じときだけです（6枚の階段には6枚の階段でしか勝てません）。</p>
<p class="decision"><b>Hotseat の決定：</b>ジョーカー2枚を一緒に付け札にすることはできません（2枚そろえば常にロケット）。同じカードが2通りに読める場合（例：3-3-3-4-4-4-5-5-5-6-6-6 は飛行機4組とも飛行機3組＋1枚ずつとも読める）、違いが意味を持つときだけどちらとして出すかを尋ねます。</p>`,
    `<h2>The 13 combinations</h2>
<ol class="original">
<li><b>Single</b>: any one card.</li>
<li><b>Pair</b>: two of a rank, 3 up to 2 (the two jokers are not a pair: they are the rocket).</li>
<li><b>Triplet</b>: three of a rank.</li>
<li><b>Triplet + single</b>: ranked by the triplet (9-9-9-3 beats 8-8-8-A).</li>
<li><b>Triplet + pair</b>: ranked by the triplet.</li>
<li><b>Sequence</b>: five or more consecutive ranks, 3 up to A (no 2s, no jokers).</li>
<li><b>Pair sequence</b>: three or more consecutive pairs, 3 up to A.</li>
<li><b>Airplane</b>: two or more consecutive triplets, 3 up to A.</li>
<li><b>Airplane + singles</b>: one extra card per triplet; the extras differ from each other and from the triplets’ ranks. 2s and jokers may be attached.</li>
<li><b>Airplane + pairs</b>: one pair per triplet, pairs of different ranks (no mixing singles and pairs).</li>
<li><b>Bomb</b>: four of a rank.</li>
<li><b>Rocket</b>: both jokers; beats everything.</li>
<li><b>Quadplex</b>: four of a rank plus two singles of different ranks, or plus two pairs of different ranks. It beats only a lower quadplex of the same kind; it is not a bomb, and any bomb beats it.</li>
</ol>
<p>Plays compare only with the same type and the same number of cards (a 6-card sequence only beats a 6-card sequence).</p>
<p class="decision"><b>Hotseat decision:</b> both jokers can never be attached together (together they are always the rocket). When the same cards can be read two ways (3-3-3-4-4-4-5-5-5-6-6-6 as an airplane of four, or an airplane of three with singles), the app asks which you mean, only when it matters.</p>`),
  scoring: D(
    `<h2>得点</h2>
<p class="original">賭け点は勝った入札額（1・2・3点）で、爆弾かロケットが出るたびに2倍になります（3点入札で爆弾2回とロケット1回なら24点）。地主が勝てば各農民が地主に賭け点を払い、地主が負ければ地主が各農民に賭け点を払います。</p>
<p class="decision"><b>Hotseat の決定（オプション、既定オフ、ハウスルール）：</b>春天（スプリング）— 地主が上がるまで農民が1枚も出せなかった場合、または農民が上がったとき地主が最初のリードしか出していなかった場合、賭け点がさらに2倍になります。元のルールにはありません。</p>
<p class="decision"><b>Hotseat の決定：</b>1試合のハンド数は開始時に決めます（3人なら既定6ハンド）。累計得点を表示します。</p>`,
    `<h2>Scoring</h2>
<p class="original">The stake is the winning bid (1, 2 or 3), doubled for every bomb or rocket played (a bid of 3 with two bombs and a rocket → 24). If the landlord wins, each peasant pays the landlord the stake; if the landlord loses, the landlord pays each peasant the stake.</p>
<p class="decision"><b>Hotseat decision (option, off by default, house rule):</b> Spring (春天) — if the landlord goes out before any peasant played a card, or the peasants go out while the landlord played only the first lead, the stake doubles once more. Not in the original rules.</p>
<p class="decision"><b>Hotseat decision:</b> a match is a number of hands chosen at setup (6 by default with three players), with running totals.</p>`),
  four: D(
    `<h2>4人で遊ぶとき</h2>
<p class="original">元のルールでは108枚（2組、ジョーカー4枚）を使い、地主と3人の対戦相手で得点をやり取りします。</p>
<p class="decision"><b>Hotseat の決定：</b>元のルールの枚数（16枚ずつ＋底札4枚＝68枚）は108枚と合わないため、一般的な2組の配り方にします：1人25枚、底札8枚。爆弾は同じランク4〜8枚で、枚数の多い爆弾が強く、同じ枚数ならランクで比べます。ロケットはジョーカー4枚すべて。同じ色のジョーカー2枚はペア（2のペアより強く、黒のペアは赤のペアより弱い）で、黒と赤のジョーカー1枚ずつは組み合わせになりません。階段などに同じランクを重ねることはできません。競りは3点か、入札のあと他の3人が続けてパスすると終わります。</p>`,
    `<h2>Four players</h2>
<p class="original">The original uses 108 cards (two decks, four jokers), with points exchanged between the landlord and three opponents.</p>
<p class="decision"><b>Hotseat decision:</b> the original numbers (16 cards each + 4 kitty = 68) cannot add up to 108, so the usual double-deck deal is used: 25 cards each and an 8-card kitty. Bombs are 4 to 8 cards of one rank: a longer bomb beats a shorter one, equal lengths compare rank. The rocket is all four jokers. Two jokers of the same colour are a pair (above a pair of 2s; the black pair below the red pair); one black and one red joker together are not a combination. Sequences never contain a rank twice. The auction ends on a bid of 3 or when the other three pass in a row after a bid.</p>`),
  app: D(
    `<h2>このアプリでの操作</h2>
<ul>
<li>カードをタップして選び（横になぞると複数選択）、「出す」を押します。今出せる組み合わせのときだけ押せます。</li>
<li>「ヒント」で出せる組み合わせを順番に選択します。「パス」は親のときは押せません。</li>
<li>「出せるカードがなければ自動でパス」はこの端末の設定です。</li>
<li>人間のプレイヤーが交代するときは手渡し画面が出て、次の人がタップするまで手札を隠します。</li>
</ul>`,
    `<h2>Using the app</h2>
<ul>
<li>Tap cards to select them (drag across to select several), then press Play. It is enabled only when the selection is a legal play.</li>
<li>Hint cycles through your legal plays. Pass is disabled when you lead.</li>
<li>“Auto-pass when nothing beats” is a setting of this device.</li>
<li>When the turn moves to another human player, a hand-over screen hides all cards until the next player taps.</li>
</ul>`),
};

const ORDER = ["overview", "cards", "deal", "auction", "play", "combos", "scoring", "four", "app"];

export const RULES_HTML = {
  ja: ORDER.map((k) => T[k].ja).join("\n"),
  en: ORDER.map((k) => T[k].en).join("\n"),
};
