// Lazy chunks are named by their hash (vite.config.ts): the build's manifest says which is whose.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(
  readFileSync(`${process.env.E2E_DIST ?? 'dist'}/.vite/manifest.json`, 'utf8'),
) as Record<string, { file: string }>;

/** The request for a module's chunk, by its source file (`src/features/…/x-page.tsx`). */
export const chunkOf = (source: string) =>
  new RegExp(`/${manifest[source]!.file.replace(/\./g, '\\.')}$`);
