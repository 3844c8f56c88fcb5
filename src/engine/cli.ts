/**
 * `npm run score -- FILE.yaml [FILE2.yaml …]` (DESIGN 1.4): prints one JSON
 * line `{"id","points","totals","events"}` per valid file to stdout; for each
 * invalid file one line per problem `FILE: PATH: MESSAGE` to stderr. Exit
 * status 1 when any file is invalid or unreadable, 2 without arguments.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadScenario } from './scenario-schema.js';

/** Where {@link runCli} writes: stdout and stderr text. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/** One line of text: line breaks inside a message would break "one line per problem". */
function oneLine(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, ' ');
}

/**
 * Score the files named in `args` (a `--` is ignored) and write the results.
 * @returns the exit status: 0 all valid, 1 any file invalid or unreadable, 2 no file given.
 */
export function runCli(args: string[], io: CliOutput): number {
  const files = args.filter((a) => a !== '--');
  if (!files.length) {
    io.err('usage: npm run score -- FILE.yaml [FILE2.yaml ...]\n');
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
      if (!r.ok) {
        for (const p of r.problems) io.err(`${p.file}: ${p.path || '(file)'}: ${oneLine(p.message)}\n`);
        status = 1;
        continue;
      }
      // loadScenario has played the scenario to check it: its result is the output.
      io.out(JSON.stringify(r.result) + '\n');
    } catch (e) {
      io.err(`${file}: (file): internal error: ${oneLine(String((e as Error)?.message ?? e))}\n`);
      status = 1;
    }
  }
  return status;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = runCli(process.argv.slice(2), {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
  });
}
