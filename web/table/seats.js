// Who plays at this screen, and so what the table asks the engine for at
// each step.

import { onPhone } from "./phones.js";

/** Whether `s`'s player sits at THIS screen (a phone: only its own seat),
 * whether they play or have handed the seat to the bot for now (auto). */
export const present = (T, s) => (T.remote ? s === T.remote.seat : !T.meta.bots[s] && !onPhone(T, s));

/** Whether `s` is played on THIS screen by its player (not handed to the bot). */
export const local = (T, s) => present(T, s) && !(T.meta.auto && T.meta.auto[s]);

const seatsWhere = (T, f) => T.meta.bots.map((_, i) => (f(T, i) ? i : null)).filter((i) => i !== null);

/** The seats whose players use this screen, asked when they must act. */
export const humans = (T) => seatsWhere(T, local);

/** The people at this screen: their seats, a seat handed to the bot among
 * them (its player still sits here: the tablet passes as before). */
export const people = (T) => seatsWhere(T, present);

/** The seat whose view is drawn while no human here must act: the only
 * person at this screen (also while the bot plays for them), else none
 * (the public view: with two people at the tablet, neither's hand). */
export function watchSeat(T) {
  const p = people(T);
  return p.length === 1 ? p[0] : null;
}

/** What a table step asks of the engine (hotseat.step): the seats played
 * here and the one watched meanwhile. */
// deferBot: a bot's move is chosen when it is made (hotseat.botStep), so a
// move is drawn without waiting for the next bot's thinking.
export const ask = (T) => ({ seats: humans(T), watch: watchSeat(T), deferBot: true });
