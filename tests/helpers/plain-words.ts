/**
 * What "worded for people" means for text the site generates (no board coordinates such as
 * "[2, -1]", no internal tile or module ids such as "BASE.O" or "KRB.01", a real minus sign
 * U+2212 before a negative number): the rule both the vitest pass over the wording functions
 * (tests/sandbox/plain-words.test.ts) and the browser sweeps (tests/e2e/plain-words.spec.ts)
 * apply.
 */
export const COORDS = /\[\s*[-−]?\d+\s*,\s*[-−]?\d+\s*\]/;
export const IDS = /\b(?:BASE|IC|A20|DEMO|KRB|BATH)\.[\w?-]+/;
/** An ASCII hyphen right before a number, where a minus sign belongs ("-5", "(-3)"). */
export const HYPHEN_MINUS = /(?:^|[\s(:=×+])-\d/m;

/** Lines of `text` that break a rule, with the rule's name, for a readable failure. */
export function offences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (COORDS.test(line)) out.push(`coordinates: ${line.trim()}`);
    if (IDS.test(line)) out.push(`internal id: ${line.trim()}`);
    if (HYPHEN_MINUS.test(line)) out.push(`hyphen for minus: ${line.trim()}`);
  }
  return out;
}
