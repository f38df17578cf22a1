import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const API_PORT = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
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
