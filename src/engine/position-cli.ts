/**
 * `npm run position -- FILE.yaml [FILE2.yaml …]` (DESIGN 1.6): prints one JSON
 * line `{"id","position"}` per valid scenario file to stdout, where `position`
 * is the engine's position notation (notation.ts) of the scenario's position
 * before its `play`: the board, figures and module fields of the file, the
 * starting `scores`, the play's player to move and the play's tile in hand
 * (no tile in hand and the first player to move when there is no `play`).
 * Invalid files are reported as by `npm run score` (cli.ts): one line per
 * problem `FILE: PATH: MESSAGE` to stderr, exit status 1; 2 without arguments.
 * A position the notation cannot hold (e.g. a tile of a set the file's rules
 * do not bring) is a problem of the file for `npm run score` too (the loader
 * asks {@link scenarioPosition}), so that `position` refuses only what
 * `score` refuses (DESIGN 1.6) and every printed position reads back with
 * `readNotation`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CliOutput } from './cli.js';
import { loadScenario } from './scenario-schema.js';
import { scenarioPosition } from './scenario-position.js';

export { scenarioPosition };

/** One line of text: line breaks inside a message would break "one line per problem". */
function oneLine(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, ' ');
}

/**
 * Write the positions of the files named in `args` (a `--` is ignored).
 * @returns the exit status: 0 all valid, 1 any file invalid or unreadable, 2 no file given.
 */
export function runPositionCli(args: string[], io: CliOutput): number {
  const files = args.filter((a) => a !== '--');
  if (!files.length) {
    io.err('usage: npm run position -- FILE.yaml [FILE2.yaml ...]\n');
    return 2;
  }
  let status = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      io.err(`${file}: (file): cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})\n`);
      status = 1;
      continue;
    }
    try {
      const r = loadScenario(text, file);
      const out = r.ok ? scenarioPosition(r.scenario, file) : { problems: r.problems };
      if ('problems' in out) {
        for (const p of out.problems) io.err(`${p.file}: ${p.path || '(file)'}: ${oneLine(p.message)}\n`);
        status = 1;
        continue;
      }
      io.out(JSON.stringify({ id: r.ok ? r.scenario.id : '', position: out.position }) + '\n');
    } catch (e) {
      io.err(`${file}: (file): internal error: ${oneLine(String((e as Error)?.message ?? e))}\n`);
      status = 1;
    }
  }
  return status;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = runPositionCli(process.argv.slice(2), {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
  });
}
