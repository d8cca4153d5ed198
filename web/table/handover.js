// Passing the tablet between the humans of one table.

import { t } from "../i18n.js";
import { h, replace } from "../ui/dom.js";
import { handover } from "../ui/handover.js";
import { setStatus } from "./board.js";
import { finishEffects } from "./effects.js";
import { people } from "./seats.js";
import { syncUndo } from "./undo.js";

/** Whether the tablet must be handed to `st.seat` before its view is drawn:
 * another human saw the screen last and this seat's view shows something
 * the table does not (a hand, a secret card). The engine says so (the
 * step's `private`): no game needs a flag of its own. */
export const mustHandOver = (T, st) => people(T).length > 1 && T.shownSeat !== st.seat && st.private;

/** Cover the table until `seat`'s player taps. Everything private is out of
 * the DOM first: the game view, and the log (the next seat's view is only
 * drawn after the tap). */
export async function handOver(T, seat) {
  finishEffects(T);
  T.controller.clear();
  // (a panel left open says why it is empty: a blank one looked broken)
  replace(T.logPanel, h("h2", { class: "log-title" }, t("log")),
    h("p", { class: "log-empty" }, t("logAtHandover", { name: T.meta.names[seat] })));
  T.eventLog = null;
  T.mode = "handover";
  syncUndo(T);
  setStatus(T, () => t("passTo", { name: T.meta.names[seat] }));
  await handover(T.stage, T.meta.names[seat]);
}
