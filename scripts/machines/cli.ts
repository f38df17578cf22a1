// `npm run machines`: writes docs/machines/ and docs/paths/ (definitions, Mermaid diagrams, the QA
// path catalogue) and removes generated files whose machine is gone. wording.json is QA's to edit;
// retired.json gains every id that left a catalogue while a new id walks the same steps.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIRS, HAND_KEPT, ROOT, generateDocs } from './generate';
import { RETIRED_FILE, readRetired, updateRetired } from './path-index';

const files = generateDocs();
const catalogues = (read: (rel: string) => string | undefined) =>
  new Map(
    [...files.keys()]
      .filter((rel) => /^docs\/paths\/.*\.md$/.test(rel))
      .map((rel) => [rel, read(rel) ?? ''] as const),
  );
const before = catalogues((rel) =>
  existsSync(path.join(ROOT, rel)) ? readFileSync(path.join(ROOT, rel), 'utf8') : undefined,
);
const retired = updateRetired(
  readRetired(),
  before,
  catalogues((rel) => files.get(rel)),
);
for (const dir of GENERATED_DIRS) {
  mkdirSync(path.join(ROOT, dir), { recursive: true });
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (!files.has(rel) && !HAND_KEPT.has(rel)) rmSync(path.join(ROOT, rel));
  }
}
for (const [rel, content] of files) writeFileSync(path.join(ROOT, rel), content);
writeFileSync(path.join(ROOT, RETIRED_FILE), `${JSON.stringify(retired, null, 2)}\n`);
console.log(`wrote ${files.size} files in ${GENERATED_DIRS.join(' and ')}, and ${RETIRED_FILE}`);
