// `npm run machines`: writes docs/machines/ and docs/paths/ (definitions, Mermaid diagrams, the QA
// path catalogue) and removes generated files whose machine is gone. wording.json is QA's to edit.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIRS, ROOT, generateDocs } from './generate';

const KEEP = new Set(['docs/paths/wording.json']);
const files = generateDocs();
for (const dir of GENERATED_DIRS) {
  mkdirSync(path.join(ROOT, dir), { recursive: true });
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (!files.has(rel) && !KEEP.has(rel)) rmSync(path.join(ROOT, rel));
  }
}
for (const [rel, content] of files) writeFileSync(path.join(ROOT, rel), content);
console.log(`wrote ${files.size} files in ${GENERATED_DIRS.join(' and ')}`);
