// `npm run test:path -- <id>`: runs one catalogue path (docs/paths/*.md) by its id, in jsdom (its
// machine's model test file, and only that file) and, for machines with browser model runs, in
// Chromium too. An id retired by a real change runs the path that replaced it (docs/paths/retired.json).
// `npm run test:path -- --flow <machine id>` runs every path of one flow.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PATH_ID, catalogueIds, resolvePathId, stemOf } from './machines/path-index';

const root = path.resolve(import.meta.dirname, '..');
const usage = () => {
  console.error(
    'usage: npm run test:path -- <path id>        (ids are the headings in docs/paths/*.md)\n' +
      '       npm run test:path -- --flow <machine id>  (docs/paths/<machine id>.md: every path)',
  );
  process.exit(2);
};

/** The one file under `dir` (any area) named `<stem><suffix>`. */
function findFile(dir: string, stem: string, suffix: string): string | undefined {
  if (!existsSync(path.join(root, dir))) return undefined;
  const hits = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((rel) => path.basename(rel) === `${stem}${suffix}`)
    .map((rel) => path.join(dir, rel));
  return hits[0];
}

const [first, second] = process.argv.slice(2);
let machineId: string;
let id: string | undefined;
if (first === '--flow') {
  const machines = new Set(catalogueIds().values());
  const wanted = [...machines].find((m) => m === second || stemOf(m) === second);
  if (!wanted) {
    console.error(`no flow ${second ?? ''}; flows: ${[...machines].join(', ')}`);
    process.exit(2);
  }
  machineId = wanted;
} else {
  if (!first || !PATH_ID.test(first)) usage();
  const resolved = resolvePathId(first!);
  if (!resolved) {
    console.error(`no path ${first} in docs/paths/*.md, nor in docs/paths/retired.json`);
    process.exit(2);
  }
  if (resolved.retired.length)
    console.log(`${first} was retired; it is now ${resolved.id} (docs/paths/retired.json)`);
  ({ id, machineId } = resolved);
}

const stem = stemOf(machineId);
const modelTest = findFile('tests/model', stem, '.model.test.tsx');
if (!modelTest) {
  console.error(`no model test tests/model/<area>/${stem}.model.test.tsx`);
  process.exit(2);
}
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const only = (flag: string) => (id ? [flag, id] : []);

let status = run(bin('vitest'), ['run', '--project', 'model', modelTest, ...only('-t')]);
const browserSpec = findFile('tests/e2e/model', stem, '.model.spec.ts');
if (browserSpec) {
  if (!existsSync(path.join(root, 'dist/index.html'))) status ||= run('npm', ['run', 'build']);
  status ||= run(bin('playwright'), ['test', browserSpec, ...only('-g')]);
}
process.exit(status);
