import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { staticShell } from './scripts/vite/static-shell.ts';
import { stripMachineDescriptions } from './scripts/vite/strip-machine-descriptions.ts';
import { routeChunks } from './scripts/vite/route-chunks.ts';
import { localePrecache, SW_TEXTS_FILE } from './scripts/vite/locale-precache.ts';
import { screenPreloads } from './scripts/vite/screen-preloads.ts';
import { runtimeCaching } from './src/app/sw-routes.ts';

// react-router's package exports point every bundler at its development build; its production
// build drops the dev-only warnings. The app's own build takes it (tests keep the default).
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const API_PORT = process.env.API_PORT ?? '3000';

const alias = (command: string) =>
  command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [];

// The client build's shared lazy chunks, planned from its module graph (decision 066).
const routeChunkPlan = routeChunks();
// The text chunks leave the precache; the worker keeps the member's language instead (decision 068).
const texts = localePrecache();
// Each lazy screen's preload list leaves the entry chunk for a JSON file the app reads (decision 072).
const preloads = screenPreloads(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)));

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? // `vite build --ssr src/app/entry-server.tsx` (npm run build): the server's renderer of first
      // screens (decision 060), a Node module beside the client in dist/.server, never served.
      {
        resolve: { alias: alias(command) },
        plugins: [react(), stripMachineDescriptions()],
        build: { target: 'node20', minify: false, copyPublicDir: false },
      }
    : {
        resolve: { alias: alias(command) },
        plugins: [
          react(),
          staticShell(),
          stripMachineDescriptions(),
          routeChunkPlan.plugin,
          texts.plugin,
          preloads.plugin,
          // Installable and readable offline (docs/decisions/018-offline-read-only.md): a manifest, and a
          // Workbox service worker that precaches the app shell and hashed assets, keeps the reads of home,
          // profile and activity, and waits with a new version until the member taps Reload
          // (src/app/register-sw.ts registers it, in production builds only).
          VitePWA({
            strategies: 'generateSW',
            registerType: 'prompt',
            injectRegister: false,
            filename: 'sw.js',
            manifestFilename: 'manifest.webmanifest',
            includeManifestIcons: false,
            manifest: {
              id: '/',
              name: 'GamerHub',
              short_name: 'GamerHub',
              description: 'GamerHub: partnered games, quests, rewards and your GACT wallet.',
              lang: 'en-US',
              start_url: '/home',
              scope: '/',
              display: 'standalone',
              orientation: 'portrait',
              theme_color: '#0d1024',
              background_color: '#0d1024',
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                {
                  src: '/icons/icon-maskable-512.png',
                  sizes: '512x512',
                  type: 'image/png',
                  purpose: 'maskable',
                },
              ],
            },
            workbox: {
              // The shell and every hashed file of the mobile page; not
              // the .br/.gz twins (the browser gets those by Accept-Encoding) and not the desktop page.
              globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css,svg,json}'],
              globIgnores: ['pc/**', 'assets/pc-*', '**/*.br', '**/*.gz'],
              // …but the text chunks: of three languages a member reads one (decision 068).
              manifestTransforms: [texts.manifestTransform],
              importScripts: [SW_TEXTS_FILE],
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [
                /^\/api\//,
                /^\/images\//,
                /^\/outbox/,
                /^\/dev\//,
                /^\/pc\//,
              ],
              // The first install takes the open page at once, so its reads are kept from the first
              // visit; a new version still waits for Reload (skipWaiting only on the member's word).
              clientsClaim: true,
              skipWaiting: false,
              cleanupOutdatedCaches: true,
              runtimeCaching: runtimeCaching(),
            },
            devOptions: { enabled: false },
          }),
          // A phone on a slow link pays per byte: every text asset also ships as .br and .gz, made once at
          // build time at the highest levels, and the server picks the best one the browser accepts.
          compression({
            include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/,
            threshold: 0,
            skipIfLargerOrEqual: true,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
          }),
        ],
        build: {
          target: 'es2022',
          // Two HTML entries would otherwise share a polyfill chunk: one more request on the first route.
          modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
          // dist/.vite/manifest.json: which chunks each lazy screen needs, for the per-route budgets (npm run size).
          manifest: true,
          rollupOptions: {
            output: {
              // Lazy chunks are named by their hash only: the first route carries the name of every chunk
              // a screen preloads (Vite's __vite__mapDeps), and readable names cost it ~1 KiB gzip that a
              // member never reads. dist/.vite/manifest.json still maps each source to its file.
              chunkFileNames: 'assets/[hash].js',
              // Rolldown gives every module shared by the entry and a lazy screen a chunk of its own: 14
              // first-route files, each costing its import/export glue. One `core` chunk for the shared
              // app basics, xstate and two TanStack helpers: 160.66 → 158.41 KiB gzip, 14 → 5 files.
              // Only modules the first route loads anyway belong here (a lazy-only one would join it).
              advancedChunks: {
                groups: [
                  {
                    name: 'core',
                    test: /src[\\/](config[\\/]constants|shared[\\/]api[\\/](member-api|schemas[\\/]member)|shared[\\/]machines[\\/]session\.selectors)|@tanstack[\\/]react-query[\\/].*(infiniteQueryOptions|mutationOptions)|node_modules[\\/](@xstate[\\/]react|xstate)[\\/]/,
                  },
                  // Modules only lazy screens load, shared by several: Rolldown made a chunk per set of
                  // sharers (187 chunks, 95 under 1 KiB gzip; /profile came in 37 files, /home 19).
                  // Merged where no route downloads more than 10 % of its own bytes unneeded
                  // (scripts/vite/route-chunks.ts): 160 chunks, 63 under 1 KiB; /profile 28, /home 16,
                  // /quests 25 → 20; routes' bytes +0.8 % in sum (worst +6.3 %), and the first route
                  // 163.23 → 162.78 KiB by a shorter __vite__mapDeps (169 → 142 names).
                  routeChunkPlan.group,
                ],
              },
            },
            input: {
              main: fileURLToPath(new URL('./index.html', import.meta.url)),
              pc: fileURLToPath(new URL('./pc/index.html', import.meta.url)),
            },
          },
        },
        server: {
          // `npm run dev`: the local API runs beside Vite; the app calls it on its own origin.
          proxy: {
            '/api': `http://127.0.0.1:${API_PORT}`,
            '/images': `http://127.0.0.1:${API_PORT}`,
            // The partnered-game stand-in (server/dev/game-stand-in.ts) sends the browser back to `/`.
            '/dev/game': `http://127.0.0.1:${API_PORT}`,
            // The Steam sign-in stand-in (server/dev/steam-stand-in.ts), decision 040.
            '/dev/steam': `http://127.0.0.1:${API_PORT}`,
          },
        },
      },
);
