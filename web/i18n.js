// Japanese / English strings for the shared UI, and the current language.
//
// The language starts from localStorage ("hotseat.lang"), else from
// navigator.language (ja* → Japanese, anything else → English). Games add their
// own strings with register(); t(key, params) looks a key up in the current
// language, falling back to English, then to the key itself.

const KEY = "hotseat.lang";
const LANGS = ["ja", "en"];
const listeners = new Set();

const STRINGS = {
  en: {
    appName: "Hotseat",
    tagline: "Pass-and-play tabletop games on one tablet",
    // The labels of the two ways into the phones' code (home, table bar),
    // drawn before that code is loaded; ui/devices.js registers the same
    // strings with the rest of its own when it loads (the browser test
    // test_boot_loads_no_phones_code_games_or_rules checks they agree).
    joinTable: "Join a table",
    invitePlayers: "Phones",
    loadingEngine: "Starting the rules engine…",
    loading: "Loading…",
    finishedGames: "Finished games ({n})",
    deleteFinished: "Delete all finished",
    confirmDeleteFinished: "Delete all {n} finished games? This cannot be undone.",
    engineFailed: "The rules engine could not start: {msg}",
    games: "Games",
    players: "{min}–{max} players",
    playersExact: "{n} players",
    newGame: "New game",
    rules: "Rules",
    savedGames: "Saved games",
    noSaved: "No saved games yet.",
    resume: "Resume",
    view: "View",
    replay: "Replay",
    records: "Record",
    autoPlay: "Bot plays",
    autoOn: "The bot is playing for {name}.",
    autoTakeBack: "{name} plays again",
    autoWhich: "Tap it on your turn: the bot then plays for you.",
    delete: "Delete",
    export: "Export",
    import: "Import a game file",
    importing: "Importing…",
    importFailed: "This file could not be imported: {msg}",
    importNotJson: "The file is not a JSON game record.",
    importTooLarge: "The file is larger than {mb} MB, more than any game record.",
    imported: "Game imported.",
    confirmDelete: "Delete this saved game? This cannot be undone.",
    cancel: "Cancel",
    ok: "OK",
    finished: "Finished",
    inProgress: "In progress",
    updated: "Updated {when}",
    seatLabel: "{name} ({label})",
    seatsLine: "{names}",
    language: "Language",
    langToggle: "日本語",
    langToggleLabel: "Switch language to Japanese",
    installHint: "Tip: add Hotseat to your Home Screen (Share → “Add to Home Screen”): it then works offline, and your saved games are kept. Left in the browser, Safari deletes them after 7 days without a visit.",
    safariDeletes: "Safari deletes this site's saved games after 7 days without a visit. To keep them, add Hotseat to your Home Screen (Share → “Add to Home Screen”) or export them.",
    installHintPrompt: "Install Hotseat as an app: it then works offline and your saved games are kept.",
    install: "Install",
    dismiss: "Dismiss",
    updateAvailable: "An update is available.",
    reload: "Reload",
    storageError: "Saving failed on this device. Export your games to keep them safe.",
    exportAll: "Export games",
    home: "Home",
    back: "Back",
    undo: "Undo",
    undoFailed: "Cannot undo: {msg}",
    undoNotNow: "Undo works at the table, during play.",
    undoBusy: "A move is on its way: undo once it has been made.",
    undoOwnTurn: "With several players at this screen, each takes back their own move on their own turn.",
    undoNothing: "Nothing to take back: you have not moved since the last card was drawn or revealed, or since another player moved.",
    log: "Log",
    hideLog: "Hide log",
    logEmpty: "Nothing has happened yet.",
    logOlder: "Earlier moves",
    logLoading: "Loading…",
    logMine: "My last turn",
    logOwn: "Only you see this line",
    numPlayers: "Number of players",
    seatsHeading: "Players",
    seat: "Seat {n}",
    seatName: "Name of seat {n}",
    defaultName: "Player {n}",
    human: "Human",
    bot: "Bot",
    options: "Options",
    houseRule: "House rule",
    houseRuleNote: "Decided by Hotseat where the original rules are silent or inconsistent",
    seed: "Deal seed",
    seedNote: "Same seed, same deal. Random by default.",
    newSeed: "New random seed",
    start: "Start",
    starting: "Starting…",
    decrease: "Decrease {label}",
    increase: "Increase {label}",
    on: "On",
    off: "Off",
    unknownGame: "This game is not available.",
    notFound: "This saved game was not found.",
    passTo: "Pass the device to {name}",
    passToSub: "Tap when ready. Only {name} should look at the screen.",
    logAtHandover: "The log shows again once {name} has the device.",
    tapReady: "I am {name} — show my cards",
    botThinking: "{name} is thinking…",
    botSpeed: "Bot speed",
    speed_slow: "Slow",
    speed_normal: "Normal",
    speed_fast: "Fast",
    yourTurn: "Your turn, {name}",
    waitingFor: "Waiting for {name}",
    nextHand: "Next hand",
    backHome: "Back home",
    finalStandings: "Final standings",
    gameOver: "Game over",
    place: "Place",
    player: "Player",
    score: "Score",
    winnerIs: "{name} wins!",
    winnersAre: "Winners: {names}",
    noWinner: "Nobody wins this game.",
    illegal: "That move is not allowed: {msg}",
    error: "Something went wrong: {msg}",
    close: "Close",
    rulesTitle: "{game}: rules",
    original: "Original rule",
    decided: "Hotseat decision",
    legend: "Legend",
    legendText: "Parts marked “Hotseat decision” resolve something the original rules leave open or get wrong; the rest follows the original rules.",
    botBadge: "Bot",
    playAgain: "New game with the same players",
    moreOptions: "Settings",
  },
  ja: {
    appName: "Hotseat",
    tagline: "1台のタブレットで回して遊ぶボードゲーム",
    joinTable: "卓に参加",
    invitePlayers: "スマホ",
    loadingEngine: "ルールエンジンを起動しています…",
    loading: "読み込み中…",
    finishedGames: "終了したゲーム（{n}）",
    deleteFinished: "終了したゲームをすべて削除",
    confirmDeleteFinished: "終了したゲーム {n} 件をすべて削除しますか？元に戻せません。",
    engineFailed: "ルールエンジンを起動できませんでした：{msg}",
    games: "ゲーム",
    players: "{min}〜{max}人",
    playersExact: "{n}人",
    newGame: "新しいゲーム",
    rules: "ルール",
    savedGames: "保存したゲーム",
    noSaved: "保存したゲームはまだありません。",
    resume: "再開",
    view: "見る",
    replay: "リプレイ",
    records: "戦績",
    autoPlay: "おまかせ",
    autoOn: "{name}さんの席はボットが打っています。",
    autoTakeBack: "{name}さんが自分で打つ",
    autoWhich: "自分の番にタップすると、ボットが代わりに打ちます。",
    delete: "削除",
    export: "書き出し",
    import: "ゲームファイルを読み込む",
    importing: "読み込み中…",
    importFailed: "このファイルは読み込めません：{msg}",
    importNotJson: "JSON 形式のゲーム記録ではありません。",
    importTooLarge: "ファイルが {mb} MB を超えています。ゲーム記録としては大きすぎます。",
    imported: "ゲームを読み込みました。",
    confirmDelete: "この保存したゲームを削除しますか？元に戻せません。",
    cancel: "キャンセル",
    ok: "OK",
    finished: "終了",
    inProgress: "進行中",
    updated: "更新 {when}",
    seatLabel: "{name}（{label}）",
    seatsLine: "{names}",
    language: "言語",
    langToggle: "English",
    langToggleLabel: "英語に切り替える",
    installHint: "ヒント：ホーム画面に追加すると（共有 →「ホーム画面に追加」）オフラインで使え、保存したゲームも残ります。ブラウザのままでは、7日間開かないと Safari が保存したゲームを消去します。",
    safariDeletes: "Safari は、7日間開かれなかったサイトの保存ゲームを消去します。残すには、ホーム画面に追加するか（共有 →「ホーム画面に追加」）、書き出してください。",
    installHintPrompt: "Hotseat をアプリとしてインストールすると、オフラインで使え、保存したゲームも消えにくくなります。",
    install: "インストール",
    dismiss: "閉じる",
    updateAvailable: "新しいバージョンがあります。",
    reload: "再読み込み",
    storageError: "この端末への保存に失敗しました。ゲームを書き出して保管してください。",
    exportAll: "ゲームを書き出す",
    home: "ホーム",
    back: "戻る",
    undo: "取り消し",
    undoFailed: "取り消せません：{msg}",
    undoNotNow: "取り消しはプレイ中の卓でのみ使えます。",
    undoBusy: "手を送っているところです。終わってから取り消してください。",
    undoOwnTurn: "この画面で遊ぶ人が複数いるときは、自分の手番に自分の手だけを取り消せます。",
    undoNothing: "取り消せる手がありません：札が引かれた・公開された後や、他のプレイヤーが動いた後は、それより前の手を取り消せません。",
    log: "ログ",
    hideLog: "ログを隠す",
    logEmpty: "まだ何も起きていません。",
    logOlder: "それ以前の手",
    logLoading: "読み込み中…",
    logMine: "自分の最後の手番",
    logOwn: "この行はあなたにだけ見えます",
    numPlayers: "プレイ人数",
    seatsHeading: "プレイヤー",
    seat: "席 {n}",
    seatName: "席 {n} の名前",
    defaultName: "プレイヤー{n}",
    human: "人間",
    bot: "ボット",
    options: "オプション",
    houseRule: "ハウスルール",
    houseRuleNote: "元のルールに記載がない・矛盾する点を Hotseat が決めたもの",
    seed: "配札シード",
    seedNote: "同じシードなら同じ配札になります。既定はランダムです。",
    newSeed: "新しいランダムなシード",
    start: "開始",
    starting: "開始しています…",
    decrease: "{label}を減らす",
    increase: "{label}を増やす",
    on: "オン",
    off: "オフ",
    unknownGame: "このゲームは利用できません。",
    notFound: "保存したゲームが見つかりません。",
    // (a zero-width space: the title breaks there, not inside 渡して)
    passTo: "{name}さんに\u200b渡してください",
    passToSub: "準備ができたらタップしてください。画面を見るのは{name}さんだけにしてください。",
    logAtHandover: "{name}さんが端末を受け取ると、ログが表示されます。",
    tapReady: "{name}です — 手札を表示",
    botThinking: "{name}が考えています…",
    botSpeed: "ボットの速さ",
    speed_slow: "遅い",
    speed_normal: "普通",
    speed_fast: "速い",
    yourTurn: "{name}さんの番です",
    waitingFor: "{name}さんを待っています",
    nextHand: "次のハンドへ",
    backHome: "ホームへ戻る",
    finalStandings: "最終順位",
    gameOver: "ゲーム終了",
    place: "順位",
    player: "プレイヤー",
    score: "得点",
    winnerIs: "{name}さんの勝ち！",
    winnersAre: "勝者：{names}",
    noWinner: "このゲームに勝者はいません。",
    illegal: "その手は出せません：{msg}",
    error: "エラーが発生しました：{msg}",
    close: "閉じる",
    rulesTitle: "{game}のルール",
    original: "元のルール",
    decided: "Hotseat の決定",
    legend: "凡例",
    legendText: "「Hotseat の決定」と印のある部分は、元のルールに記載がない・誤りがある点を決めたものです。それ以外は元のルールに従います。",
    botBadge: "ボット",
    playAgain: "同じメンバーで新しいゲーム",
    moreOptions: "設定",
  },
};

function initialLang() {
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch (_) { /* storage may be unavailable */ }
  const nav = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
  return nav.toLowerCase().startsWith("ja") ? "ja" : "en";
}

let current = initialLang();
document.documentElement.lang = current;

export function lang() {
  return current;
}

export function setLang(l) {
  if (!LANGS.includes(l) || l === current) return;
  current = l;
  document.documentElement.lang = l;
  try { localStorage.setItem(KEY, l); } catch (_) { /* ignore */ }
  for (const fn of [...listeners]) fn(l);
}

export function toggleLang() {
  setLang(current === "ja" ? "en" : "ja");
}

/** Call fn(lang) whenever the language changes; returns an unsubscribe function. */
export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Add strings (e.g. a game's), {en:{...}, ja:{...}}. Existing keys are kept unless overwritten. */
export function register(strings) {
  for (const l of LANGS) Object.assign(STRINGS[l], strings[l] || {});
}

/** ``text`` with its {param}s filled in from ``params`` (others left as they are). */
export function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** The string for key in the current language, with {param}s filled in. */
export function t(key, params) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return fill(text, params);
}

/** Pick the current language from a {ja, en} object (engine messages, names). */
export function pick(obj) {
  if (obj == null) return "";
  if (typeof obj === "string") return obj;
  return obj[current] ?? obj.en ?? obj.ja ?? "";
}

/** A label's colon in the language of the moment (Japanese: the full-width ：). */
export const colon = () => pick({ ja: "：", en: ": " });
