// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localePrecache, swTextsSource, textFilesOf } from './locale-precache';

const CHUNKS = [
  { fileName: 'assets/main-1.js', facadeModuleId: '/app/src/main.tsx' },
  { fileName: 'assets/b.js', facadeModuleId: '/app/src/i18n/locales/en-US/quests.json' },
  { fileName: 'assets/a.js', facadeModuleId: '/app/src/i18n/locales/en-US/common.json' },
  { fileName: 'assets/c.js', facadeModuleId: '/app/src/i18n/locales/zh-CN/common.json' },
  { fileName: 'assets/d.js', facadeModuleId: null },
  // A module of the i18n folder that is not a language's texts.
  { fileName: 'assets/e.js', facadeModuleId: '/app/src/i18n/format.ts' },
];

describe('the text chunks of each language', () => {
  it('are found by their module, per language, in a stable order', () => {
    expect(textFilesOf(CHUNKS)).toEqual({
      'en-US': ['/assets/a.js', '/assets/b.js'],
      'zh-CN': ['/assets/c.js'],
    });
  });

  it('leave the precache list, and sw-texts.js is written beside the worker', async () => {
    const { plugin, manifestTransform } = localePrecache();
    const emitted: { fileName: string; source: string }[] = [];
    const bundle = Object.fromEntries(
      CHUNKS.map((chunk) => [chunk.fileName, { type: 'chunk', ...chunk }]),
    );
    const generateBundle = plugin.generateBundle as (
      this: { emitFile(file: { fileName: string; source: string }): void },
      options: object,
      bundle: object,
    ) => void;
    generateBundle.call({ emitFile: (file) => emitted.push(file) }, {}, bundle);

    const entries = ['index.html', 'assets/main-1.js', 'assets/a.js', 'assets/c.js'].map((url) => ({
      url,
      revision: null,
      size: 1,
    }));
    const { manifest } = await manifestTransform(entries);
    expect(manifest.map((entry) => entry.url)).toEqual(['index.html', 'assets/main-1.js']);
    expect(emitted.map((file) => file.fileName)).toEqual(['sw-texts.js']);
  });
});

/** Runs sw-texts.js as the worker would, on an in-memory cache and network. */
function startWorker(texts: Record<string, string[]>, langCookie?: string | null) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const stored = new Map<string, string>();
  const fetched: string[] = [];
  let offline = false;
  const cache = {
    match: async (url: string) => (stored.has(url) ? new Response(stored.get(url)) : undefined),
    put: async (url: string, answer: Response) => void stored.set(url, await answer.text()),
    keys: async () => [...stored.keys()].map((url) => new Request(`https://app.test${url}`)),
    delete: async (request: Request) => stored.delete(new URL(request.url).pathname),
  };
  runInNewContext(swTextsSource(texts), {
    self: {
      location: { origin: 'https://app.test' },
      // undefined: a browser whose worker has no cookieStore.
      ...(langCookie === undefined
        ? {}
        : {
            cookieStore: {
              get: async (name: string) =>
                name === 'lang' && langCookie ? { value: langCookie } : null,
            },
          }),
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
    },
    caches: { open: async () => cache },
    fetch: async (input: string | Request) => {
      const url = typeof input === 'string' ? input : new URL(input.url).pathname;
      fetched.push(url);
      if (offline) throw new TypeError('Failed to fetch');
      return new Response(`texts of ${url}`);
    },
    URL,
    Set,
    Promise,
  });
  /** Dispatches an event and waits for the work it asked the worker to finish. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (work = promise),
      respondWith: (promise: Promise<unknown>) => (work = promise),
    });
    return work;
  };
  return {
    stored,
    fetched,
    goOffline: () => (offline = true),
    dispatch,
  };
}

describe('sw-texts.js in the worker', () => {
  const TEXTS = { 'en-US': ['/assets/a.js', '/assets/b.js'], 'zh-CN': ['/assets/c.js'] };

  it('installs with every file of the language the cookie names, and only those', async () => {
    const worker = startWorker(TEXTS, 'zh-CN');
    await worker.dispatch('install', {});
    expect([...worker.stored.keys()]).toEqual(['/assets/c.js']);
  });

  it('installs with every language when it cannot tell which (no cookie, no cookieStore)', async () => {
    for (const cookie of [null, undefined, 'xx']) {
      const worker = startWorker(TEXTS, cookie);
      await worker.dispatch('install', {});
      expect([...worker.stored.keys()].sort()).toEqual(Object.values(TEXTS).flat().sort());
    }
  });

  it('fails its install when a text file cannot be stored, as the precache does', async () => {
    const worker = startWorker(TEXTS, 'en-US');
    worker.goOffline();
    await expect(worker.dispatch('install', {})).rejects.toThrow('Failed to fetch');
  });

  it("keeps every file of the page's language, and asks only for what it lacks", async () => {
    const worker = startWorker(TEXTS);
    await worker.dispatch('message', { data: { type: 'texts.keep', lang: 'en-US' } });
    expect([...worker.stored.keys()].sort()).toEqual(['/assets/a.js', '/assets/b.js']);
    await worker.dispatch('message', { data: { type: 'texts.keep', lang: 'en-US' } });
    expect(worker.fetched).toEqual(['/assets/a.js', '/assets/b.js']);
    // Another message, or a language it does not know: nothing.
    await worker.dispatch('message', { data: { type: 'other', lang: 'zh-CN' } });
    await worker.dispatch('message', { data: { type: 'texts.keep', lang: 'xx' } });
    expect(worker.stored.size).toBe(2);
  });

  it('answers a kept text file offline, and leaves every other address to the network', async () => {
    const worker = startWorker(TEXTS);
    await worker.dispatch('message', { data: { type: 'texts.keep', lang: 'en-US' } });
    worker.goOffline();
    const answer = (await worker.dispatch('fetch', {
      request: new Request('https://app.test/assets/b.js'),
    })) as Response;
    expect(await answer.text()).toBe('texts of /assets/b.js');
    const other = await worker.dispatch('fetch', {
      request: new Request('https://app.test/assets/main-1.js'),
    });
    expect(other).toBeUndefined();
  });

  it("keeps a text file fetched before its language was stored; drops an earlier version's", async () => {
    const worker = startWorker(TEXTS);
    await worker.dispatch('fetch', { request: new Request('https://app.test/assets/c.js') });
    worker.stored.set('/assets/old.js', 'texts of an earlier build');
    await worker.dispatch('activate', {});
    expect([...worker.stored.keys()]).toEqual(['/assets/c.js']);
  });
});
