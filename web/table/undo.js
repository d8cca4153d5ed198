// Undo at the table: who may take back a move now, whether the engine would
// do it (the step said so: no call of its own), and taking it back.

import { t } from "../i18n.js";
import { toast } from "../ui/dialog.js";
import { errText } from "../shell.js";
import { ask, watchSeat } from "./seats.js";

// Who may undo now: the human whose turn it is (a player takes back only
// their own moves, and the bot moves after them), or, while bots move, the
// only human at the table. Nobody while another human's turn is pending.
export function undoSeat(T) {
  if (T.mode !== "table" || T.acting || !T.meta) return null;
  const st = T.lastState;
  if (st && st.acting && !T.meta.bots[st.seat]) return st.seat;
  return watchSeat(T);
}

// Undo is offered only when the engine says it would be done (not across
// another human's move or a move that revealed what was hidden): each step
// says so for the seat it shows, which is undoSeat's while undo is offered.
//
// When it is not offered the button stays tappable and says why (a greyed
// button that does nothing teaches nothing): aria-disabled, not disabled.
export function syncUndo(T) {
  if (!T.undoBtn || !T.meta) return;
  T.undoWhy = whyNoUndo(T);
  T.undoBtn.setAttribute("aria-disabled", T.undoWhy ? "true" : "false");
  T.undoBtn.classList.toggle("is-off", Boolean(T.undoWhy));
}

// Why undo is not offered now (an i18n key), or null.
function whyNoUndo(T) {
  if (T.mode !== "table") return "undoNotNow";
  if (T.acting) return "undoBusy";
  const seat = undoSeat(T);
  if (seat === null || seat === undefined) return "undoOwnTurn";
  return T.canUndo ? null : "undoNothing";
}

export async function undo(T) {
  if (T.undoWhy) {
    toast(t(T.undoWhy), "info", 5000);
    return;
  }
  const seat = undoSeat(T);
  if (seat === null || seat === undefined) return;
  T.gen += 1; // stop any bot in progress
  const g = T.gen;
  let next = null;
  try {
    // The bridge takes back this human's last move and the bot moves after
    // it; its answer is the table's next step. A phone asks its host, and
    // draws the state the host sends next.
    if (T.remote) await T.hs.undo(T.id, seat);
    else next = await T.hs.undoStep(T.id, seat, ask(T));
  } catch (e) {
    toast(t("undoFailed", { msg: errText(e, T.meta.names) }), "error", 6000);
  }
  if (g !== T.gen || !T.alive) return;
  T.lastActor = null;
  if (next) T.prevPublic = next.view;
  T.step(next);
}
