/**
 * The one seeded random number generator of the project (mulberry32): the game's shuffle
 * (`Game.random`, whose state is part of the game), the computer players' choices and the
 * scoring trainer's positions all draw from it, so a seed names the same numbers everywhere.
 * Pure functions of 32-bit integers; no `Math.random`.
 */

/**
 * One step of the generator.
 * @param state the generator's state, any 32-bit integer (a seed is a state)
 * @returns the number drawn, in [0, 1), and the state after the step
 */
export function randomStep(state: number): [value: number, next: number] {
  const a = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/**
 * A generator started from `seed`: each call returns the next number in [0, 1). Neighbouring
 * seeds give unrelated sequences (every number is a hash of the state).
 * @param seed any number; its 32-bit integer part is the first state
 */
export function seededRandom(seed: number): () => number {
  let s = seed | 0;
  return () => {
    const [r, next] = randomStep(s);
    s = next;
    return r;
  };
}
