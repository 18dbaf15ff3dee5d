import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./src/web', import.meta.url));

// `vite build` builds the app for the browser (dist/web); `vite build --ssr` builds the module the server
// renders a visitor's public pages with (dist/ssr/prerender.js, see src/shared/site/prerender.ts).
const ssrBuild = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/web/prerender.tsx', import.meta.url)),
    output: { entryFileNames: 'prerender.js' },
  },
};

const browserBuild = {
  outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
  // scripts/size.ts reads it to measure what a visitor's first page downloads.
  manifest: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: isSsrBuild ? ssrBuild : browserBuild,
  // The renderer bundles the icons it draws: imported from node_modules, lucide-react's index loads
  // every icon it has, about 30 MB of the server's memory for the few dozen the pages use.
  ssr: { noExternal: ['lucide-react'] },
  server: {
    // API_ORIGIN lets a dev server proxy to an API on another port (several checkouts side by side).
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', ws: true },
      '/media': process.env.API_ORIGIN ?? 'http://localhost:3000',
      // The short links in e-mails (/l/<code>); a regex, so /legal and /login stay the app's.
      '^/l/': process.env.API_ORIGIN ?? 'http://localhost:3000',
      '/robots.txt': process.env.API_ORIGIN ?? 'http://localhost:3000',
      '/sitemap.xml': process.env.API_ORIGIN ?? 'http://localhost:3000',
    },
  },
}));
