// `npm run gallery`: writes docs/gallery/ (one page per machine and an index) and removes pages
// whose machine is gone. `npm run gallery -- --check` writes nothing and exits 1, naming each
// stale, missing or left-over file, when docs/gallery differs from what the machines give.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../machines/generate';
import { GALLERY_DIR, galleryDiff, generateGallery } from './generate';

const files = await generateGallery();
const { stale, extra } = galleryDiff(files);

if (process.argv.includes('--check')) {
  for (const rel of stale) console.error(`stale: ${rel}`);
  for (const rel of extra) console.error(`not generated: ${rel}`);
  if (stale.length + extra.length > 0) {
    console.error('docs/gallery is out of date: run `npm run gallery` and commit the result.');
    process.exit(1);
  }
  console.log(`docs/gallery is up to date (${files.size} files)`);
} else {
  mkdirSync(path.join(ROOT, GALLERY_DIR), { recursive: true });
  for (const rel of extra) rmSync(path.join(ROOT, rel));
  for (const [rel, content] of files) writeFileSync(path.join(ROOT, rel), content);
  console.log(`wrote ${files.size} files in ${GALLERY_DIR}`);
}
