// The service worker's share of the texts (decision 068). The worker precaches the code and the
// shell, not the text chunks: a member reads one language of three, and the other two were most
// of what a first visit's install downloaded for nothing. Instead the install keeps every text
// chunk of the language the `lang` cookie names (the page writes it as it sets its language), so
// any screen reads offline in it from the moment the worker takes over; the page names its
// language again at every start and at a switch, and the worker stores what it lacks.
//
// The build (scripts/vite/locale-precache.ts) writes `sw-texts.js` beside sw.js: the map of each
// language's text files and this function, serialised with Function#toString, so it stays
// self-contained: only service-worker globals (caches, fetch, URL), no imports, no outer variables.

/** The page's message to its worker: keep this language's texts. */
export type KeepTextsMessage = { type: 'texts.keep'; lang: string };

/** Each language's text files, as addresses from the site's root (`/assets/….js`). */
export type TextFiles = Record<string, readonly string[]>;

// The worker's own types are not in the DOM library the app compiles with: what is used of them.
type Lasting = { waitUntil(work: Promise<unknown>): void };
type WorkerScope = {
  location: { origin: string };
  /** Not in every browser's worker: without it, the install keeps every language. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
  addEventListener(type: 'install', listener: (event: Lasting) => void): void;
  addEventListener(type: 'message', listener: (event: Lasting & { data: unknown }) => void): void;
  addEventListener(
    type: 'fetch',
    listener: (event: { request: Request; respondWith(answer: Promise<Response>): void }) => void,
  ): void;
  addEventListener(type: 'activate', listener: (event: Lasting) => void): void;
};

export function keepLanguageTexts(
  scope: WorkerScope,
  texts: TextFiles,
  cacheName: string,
  langCookie: string,
): void {
  const known = new Set(Object.values(texts).flat());

  /** Stores what is missing of one language; a failed download is asked again next time. */
  async function keep(lang: string): Promise<void> {
    const files = texts[lang];
    if (!files) return;
    const cache = await caches.open(cacheName);
    const missing: string[] = [];
    for (const file of files) if (!(await cache.match(file))) missing.push(file);
    await Promise.all(
      missing.map(async (file) => {
        const answer = await fetch(file);
        if (answer.ok) await cache.put(file, answer);
      }),
    );
  }

  // Like the precache: the worker takes over only with its language's texts stored (a failed
  // download fails the install, which the browser tries again later).
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cookie = await scope.cookieStore?.get(langCookie).catch(() => null);
        const lang = cookie?.value;
        for (const each of lang && texts[lang] ? [lang] : Object.keys(texts)) await keep(each);
      })(),
    );
  });

  scope.addEventListener('message', (event) => {
    const message = event.data as Partial<KeepTextsMessage> | null;
    const type: KeepTextsMessage['type'] = 'texts.keep';
    if (message?.type !== type || typeof message.lang !== 'string') return;
    event.waitUntil(keep(message.lang).catch(() => undefined));
  });

  // A text file is a hashed, immutable asset: the kept copy answers, else the network (and it is
  // kept: a screen opened before the language's files were all stored).
  scope.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== scope.location.origin || !known.has(url.pathname)) return;
    event.respondWith(
      (async () => {
        const cache = await caches.open(cacheName);
        const kept = await cache.match(url.pathname);
        if (kept) return kept;
        const answer = await fetch(event.request);
        if (answer.ok) await cache.put(url.pathname, answer.clone()).catch(() => undefined);
        return answer;
      })(),
    );
  });

  // This version takes over: the files of earlier versions are no one's texts any more.
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) {
          if (!known.has(new URL(request.url).pathname)) await cache.delete(request);
        }
      })().catch(() => undefined),
    );
  });
}
