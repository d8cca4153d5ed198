// Firefox for tests/browser/test_engines.py: Debian's firefox-esr driven by
// puppeteer-core over WebDriver BiDi (puppeteer-core never downloads a
// browser). One browser, one page, driven by JSON lines on stdin; each
// answer is one JSON line on stdout:
//   {"id", "op": "goto", "url"}             navigate, wait for the load event
//   {"id", "op": "reload"}                  reload, wait for the load event
//   {"id", "op": "eval", "fn", "arg"}       (fn)(arg) in the page, awaited
//   {"id", "op": "click", "selector"}       a real click (scrolled into view)
//   {"id", "op": "console"}                 console messages and page errors since the last call
//   {"id", "op": "close"}
// Answers: {"id", "ok": value} or {"id", "error": text}.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const executablePath = process.env.HOTSEAT_FIREFOX || "/usr/bin/firefox-esr";
const started = Date.now();
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  defaultViewport: { width: 1024, height: 768 },
});
const page = (await browser.pages())[0] || (await browser.newPage());
page.setDefaultTimeout(60_000);
const messages = [];
page.on("console", (m) => messages.push({ kind: m.type(), text: m.text(), url: (m.location() || {}).url || "" }));
page.on("pageerror", (e) => messages.push({ kind: "pageerror", text: String((e && e.stack) || e), url: "" }));

const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
out({ ready: true, version: await browser.version(), startMs: Date.now() - started });

const ops = {
  goto: async ({ url }) => { await page.goto(url, { waitUntil: "load" }); return page.url(); },
  reload: async () => { await page.reload({ waitUntil: "load" }); return page.url(); },
  // The function's text is evaluated in the page (the page's own CSP does
  // not apply to the driver's script realm).
  eval: async ({ fn, arg }) => page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`),
  click: async ({ selector }) => { await page.click(selector); return true; },
  console: async () => messages.splice(0),
  close: async () => { await browser.close(); setTimeout(() => process.exit(0), 50); return true; },
};

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const msg = JSON.parse(line);
  try {
    const value = await ops[msg.op](msg);
    out({ id: msg.id, ok: value === undefined ? null : value });
  } catch (e) {
    out({ id: msg.id, error: String((e && e.stack) || e) });
  }
}
await browser.close().catch(() => {});
