/**
 * `npm run score -- FILE.yaml [FILE2.yaml …]` (DESIGN 1.4): prints one JSON
 * line `{"id","points","totals","events"}` per valid file to stdout; for each
 * invalid file one line per problem `FILE: PATH: MESSAGE` to stderr. Exit
 * status 1 when any file is invalid or unreadable, 2 without arguments.
 */
import { readFileSync } from 'node:fs';
import { evaluateScenario, loadScenario } from './scenario.js';

function main(args: string[]): number {
  const files = args.filter((a) => a !== '--');
  if (!files.length) {
    process.stderr.write('usage: npm run score -- FILE.yaml [FILE2.yaml ...]\n');
    return 2;
  }
  let status = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      process.stderr.write(`${file}: : cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})\n`);
      status = 1;
      continue;
    }
    try {
      const r = loadScenario(text, file);
      if (!r.ok) {
        for (const p of r.problems) process.stderr.write(`${p.file}: ${p.path || '(file)'}: ${p.message}\n`);
        status = 1;
        continue;
      }
      process.stdout.write(JSON.stringify(evaluateScenario(r.scenario)) + '\n');
    } catch (e) {
      process.stderr.write(`${file}: : internal error: ${(e as Error).message}\n`);
      status = 1;
    }
  }
  return status;
}

process.exitCode = main(process.argv.slice(2));
