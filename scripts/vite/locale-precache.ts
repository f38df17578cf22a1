// Texts out of the service worker's precache, kept per language instead (decision 068). The client
// build's text chunks (src/i18n/locales/<language>/<area>.json, one chunk each) are dropped from
// the precache list, and `sw-texts.js`, imported by sw.js, maps each language to its files and
// keeps the language the page names (src/app/sw-texts.ts).
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { OFFLINE_CACHES } from '../../src/app/offline-caches.ts';
import { LANG_COOKIE } from '../../src/config/storage-keys.ts';
import { keepLanguageTexts, type TextFiles } from '../../src/app/sw-texts.ts';

/** Beside sw.js; not hashed, so served with `no-cache` and checked with the worker for updates. */
export const SW_TEXTS_FILE = 'sw-texts.js';

const LOCALE_MODULE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

type Chunk = { fileName: string; facadeModuleId: string | null };

/** Each language's text chunks, as addresses from the site's root, in a stable order. */
export function textFilesOf(chunks: readonly Chunk[]): TextFiles {
  const texts: Record<string, string[]> = {};
  for (const { fileName, facadeModuleId } of chunks) {
    const lang = facadeModuleId?.match(LOCALE_MODULE)?.[1];
    if (lang) (texts[lang] ??= []).push(`/${fileName}`);
  }
  for (const files of Object.values(texts)) files.sort();
  return texts;
}

/** The worker's share of the texts: the map and the code that keeps them, self-contained. */
export function swTextsSource(texts: TextFiles): string {
  return [
    '// Written by scripts/vite/locale-precache.ts at build time (decision 068).',
    `(${keepLanguageTexts.toString()})(self, ${JSON.stringify(texts)}, ${JSON.stringify(OFFLINE_CACHES.TEXTS)}, ${JSON.stringify(LANG_COOKIE)});`,
    '',
  ].join('\n');
}

export function localePrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let textFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'gamerhub:locale-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const texts = textFilesOf(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])),
      );
      // Workbox names precached files without the leading slash.
      textFiles = new Set(Object.values(texts).flatMap((files) => files.map((f) => f.slice(1))));
      this.emitFile({ type: 'asset', fileName: SW_TEXTS_FILE, source: swTextsSource(texts) });
    },
  };
  const manifestTransform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !textFiles.has(entry.url)),
    warnings: [],
  });
  return { plugin, manifestTransform };
}
