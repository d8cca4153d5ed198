"""鬼才 (guicai), 司馬懿: before any judgement card takes effect, play a
hand card to replace it (each seat with it, from the current player;
**Ruling guicai_judgement**). Text: ``SKILL_TEXT["guicai"]``.
"""

from __future__ import annotations

from ..machine import S, ask, log, question, step, take_answer
from ..moves import C
from ..table import asking_order, has, remove
from ..answers import PASS
from ..bot import Bot, chooser, pass_action, good_judgement


@step("judge", "retrial")
def h_retrial(state, f) -> None:
    """鬼才: each seat with it, from the current player, may play a hand card
    to replace the judgement card before it takes effect."""
    if "order" not in f:
        f["order"] = [s for s in asking_order(state) if has(state, s, "guicai")]
    seat = f["seat"]
    while f["order"]:
        s = f["order"].pop(0)
        if state["alive"][s] and state["hand"][s]:
            f["step"] = "guicai"
            f["asked"] = s
            ask(state, s, "guicai", judge=seat, card=f["card"], why=f["why"])
            return
    f["step"] = "effect"


@step("judge", "guicai")
def h_guicai(state, f) -> None:
    a = take_answer(state)
    f["step"] = "retrial"
    if a["type"] == "play":
        old, new = f["card"], a["card"]
        remove(state, new)
        state["table"].append(new)
        state["table"].remove(old)
        state["discard"].append(old)
        f["card"] = new
        log(state, "skill", f["asked"], f"{S(f['asked'])}'s Demonic Talent: {C(new, 'en')} replaces {C(old, 'en')} as the judgement card.",
            f"{S(f['asked'])}の鬼才：{C(new, 'ja')}が{C(old, 'ja')}に代わって判定札になる。", skill="guicai", cards=[new, old])


@question("guicai")
def _q_guicai(state, seat, q):
    return [{"type": "play", "card": c} for c in state["hand"][seat]] + [PASS]


@chooser("guicai")
def _guicai(bot: Bot, legal, q, rng):
    why, judged = q.get("why"), q.get("judge")
    if judged is None:
        return pass_action(legal)
    now = good_judgement(why, q["card"])
    if now is None:
        return pass_action(legal)
    want_good = bot.friend(judged)
    if not want_good and not bot.enemy(judged):
        return pass_action(legal)
    if now == want_good:
        return pass_action(legal)
    hand = bot.v["hand"]
    ok = [a for a in legal if a["type"] == "play" and good_judgement(why, a["card"]) == want_good
          and bot.keep(a["card"], hand) < 8]
    return min(ok, key=lambda a: bot.keep(a["card"], hand)) if ok else pass_action(legal)
