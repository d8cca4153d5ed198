// Who plays at this screen, and so what the table asks the engine for at
// each step.

import { onPhone } from "./phones.js";

/** Whether `s` is played on THIS screen (a phone: only its own seat). */
export const local = (T, s) => (T.remote ? s === T.remote.seat : !T.meta.bots[s] && !onPhone(T, s));

/** The seats whose players use this screen. */
export const humans = (T) => T.meta.bots.map((_, i) => (local(T, i) ? i : null)).filter((i) => i !== null);

/** The seat whose view is drawn while no human here must act: the only
 * human at this screen, else none (the public view). */
export function watchSeat(T) {
  const hu = humans(T);
  return hu.length === 1 ? hu[0] : null;
}

/** What a table step asks of the engine (hotseat.step): the seats played
 * here and the one watched meanwhile. */
// deferBot: a bot's move is chosen when it is made (hotseat.botStep), so a
// move is drawn without waiting for the next bot's thinking.
export const ask = (T) => ({ seats: humans(T), watch: watchSeat(T), deferBot: true });
