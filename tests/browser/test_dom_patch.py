"""The tables redraw by patching (web/ui/dom.js `patch`), not rebuilding
(issue #29, "no frame over 50 ms"): a move changes a few nodes, and the
browser styles and lays out only those. What a patch must keep: the nodes
that match (by place and tag, or by key), the new draw's handlers on them,
what the player typed; and a table patched move after move must stay the
table a fresh draw gives."""

from __future__ import annotations

from ui_helpers import go_table, wait_until

# Runs in the page: builds trees with h(), patches, and reports.
PATCH_JS = """async () => {
  const { h, patch } = await import(new URL("ui/dom.js", location.href));
  const out = {};
  const root = document.createElement("div");
  document.body.append(root);
  let said = [];
  const tree = (tag, items, n) => h("div", { class: ["box", tag] },
    h("p", { class: "title" }, "round " + n),
    h("ul", null, items.map((id) => h("li", { dataset: { key: id }, onclick: () => said.push(id + "@" + n) }, id))),
    h("input", { type: "text", value: "v" + n }));
  patch(root, tree("a", ["x", "y", "z"], 1));
  const box = root.firstChild;
  const lis = Object.fromEntries([...root.querySelectorAll("li")].map((li) => [li.dataset.key, li]));
  box.__mark = 1;
  root.querySelector("input").value = "typed";
  // y leaves, w comes, z moves before x; the class and the text change
  patch(root, tree("b", ["z", "x", "w"], 2));
  const after = [...root.querySelectorAll("li")];
  out.sameBox = root.firstChild === box && box.__mark === 1;
  out.className = box.className;
  out.title = root.querySelector(".title").textContent;
  out.order = after.map((li) => li.dataset.key);
  out.keptX = after[1] === lis.x;
  out.keptZ = after[0] === lis.z;
  out.yGone = !lis.y.isConnected;
  out.input = root.querySelector("input").value;
  // every handler is the new draw's, once
  for (const li of after) li.click();
  out.said = said;
  // a node of another tag at a place is replaced, not morphed
  patch(root, h("section", null, "other"));
  out.replaced = root.firstChild !== box && root.firstChild.tagName === "SECTION" && !box.isConnected;
  // a style changes through the CSSOM: the CSP refuses style attributes' text
  let refused = 0;
  const onRefused = () => { refused += 1; };
  document.addEventListener("securitypolicyviolation", onRefused);
  const styled = (color, n) => h("section", { style: { color } }, h("i", { style: { "--n": n } }));
  patch(root, styled("red", "2"));
  const sec = root.firstChild;
  sec.firstChild.style.setProperty("--n", "2");
  patch(root, styled("blue", null));
  root.firstChild.firstChild.style.setProperty("--n", "5");
  patch(root, h("section", { style: { color: "blue" } }, h("i", { style: { opacity: "0.5" } })));
  await new Promise((r) => setTimeout(r, 50));  // violations are reported as a task
  document.removeEventListener("securitypolicyviolation", onRefused);
  out.style = [root.firstChild === sec, sec.style.color, sec.firstChild.style.opacity,
               sec.firstChild.style.getPropertyValue("--n"), refused];
  // attributes gone from the new draw are gone from the page
  patch(root, h("section", { "aria-label": "x", dataset: { a: "1" } }));
  patch(root, h("section", null));
  out.attrs = root.firstChild.getAttributeNames();
  root.remove();
  return out;
}"""


def test_a_patch_keeps_what_matches_and_takes_the_new_draw(page):
    r = page.evaluate(PATCH_JS)
    assert r["sameBox"] and r["className"] == "box b"
    assert r["title"] == "round 2"
    assert r["order"] == ["z", "x", "w"]
    assert r["keptX"] and r["keptZ"] and r["yGone"]
    # what was typed is a property: the new draw's value wins, as a rebuild did
    assert r["input"] == "v2"
    assert r["said"] == ["z@2", "x@2", "w@2"]
    assert r["replaced"]
    assert r["attrs"] == []
    assert r["style"] == [True, "blue", "0.5", "", 0]


def test_a_dou_dizhu_table_patched_move_after_move_is_the_table_drawn_fresh(page):
    """A human's hand is not rebuilt while bots move: each card's node stays
    the same. And the table patched from the auction into the play is the
    same HTML as that state drawn on a fresh table."""
    # seed 8: seat 0 bids first; after its pass, seat 1 (a bot) bids 2
    gid = page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": "doudizhu", "players": 3, "seed": 8, "options": {"hands": 2},
        "seats": [{"name": "Sato", "bot": False}, {"name": "Bot A", "bot": True}, {"name": "Bot B", "bot": True}]})
    go_table(page, gid, delay=300)
    page.wait_for_selector(".ddz-bids:not(.is-idle) .ddz-bid[data-bid='0']:not([disabled])")
    page.evaluate("for (const el of document.querySelectorAll('.ddz-hand [data-card]')) el.__before = el.dataset.card")
    page.click(".ddz-bid[data-bid='0']")
    # two bots' bids drawn, the hand as it was
    wait_until(lambda: page.evaluate("Number(document.querySelector('.ddz-table').dataset.actions) >= 3"))
    kept = page.evaluate("""() => [...document.querySelectorAll('.ddz-hand [data-card]')]
        .map((el) => el.__before === el.dataset.card)""")
    assert len(kept) == 17 and all(kept)
    # On to seat 0's first play (passing each bid), then the same state on
    # a fresh table: the HTML is the same, but for who moved last (a fresh
    # table has not seen a move).
    for _ in range(100):
        if page.query_selector(".ddz-hint:not([disabled])"):
            break
        if page.query_selector(".ddz-bids:not(.is-idle) .ddz-bid[data-bid='0']:not([disabled])"):
            page.click(".ddz-bid[data-bid='0']")
        page.wait_for_timeout(100)
    page.wait_for_selector(".ddz-hint:not([disabled])")
    read = """() => document.querySelector('.ddz-table').outerHTML.replace(/ (is-)?just-moved/g, '')"""
    patched = page.evaluate(read)
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector(".game-card")
    go_table(page, gid, delay=300)
    page.wait_for_selector(".ddz-hint:not([disabled])")
    assert page.evaluate(read) == patched
