/**
 * When a content file was last changed, from git at build time (issue 22: each rules page says
 * when it was last changed). Build-time only (Node's child_process).
 */
import { execFileSync } from 'node:child_process';

/**
 * The commit date of the last commit that changed `file` (a path from the project root, e.g.
 * `content/cs/lazne.mdx`), as an ISO 8601 date (`2026-12-02`); undefined when git or the
 * history is not there (a copy without `.git`) or the file was never committed.
 */
export function lastChanged(file: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}
