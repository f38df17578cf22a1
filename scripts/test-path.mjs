// `npm run test:path -- <id>`: runs one catalogue path (docs/paths/*.md) by its id, in jsdom (the
// model test) and, for machines with browser model runs, in Chromium too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
if (!id || !/^[A-Za-z]+-[0-9a-f]{8}$/.test(id)) {
  console.error(
    'usage: npm run test:path -- <path id>   (ids are the headings in docs/paths/*.md)',
  );
  process.exit(2);
}
const catalogue = readdirSync(path.join(root, 'docs/paths')).find(
  (f) =>
    f.endsWith('.md') &&
    readFileSync(path.join(root, 'docs/paths', f), 'utf8').includes(`## ${id}\n`),
);
if (!catalogue) {
  console.error(`no path ${id} in docs/paths/*.md`);
  process.exit(2);
}
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

let status = run(bin('vitest'), ['run', '--project', 'model', '-t', id]);
const browserSpecs = path.join(root, 'tests/e2e/model');
const hasBrowserRun =
  existsSync(browserSpecs) &&
  readdirSync(browserSpecs).some((f) =>
    f.startsWith(
      `${catalogue.replace(/\.md$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.`,
    ),
  );
if (hasBrowserRun) {
  if (!existsSync(path.join(root, 'dist/index.html'))) status ||= run('npm', ['run', 'build']);
  status ||= run(bin('playwright'), ['test', 'tests/e2e/model', '-g', id]);
}
process.exit(status);
