import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const API_PORT = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
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
    modulePreload: { polyfill: false },
    rollupOptions: {
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
    },
  },
});
