import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * Moves the stylesheet link from <head> to the end of <body>: a stylesheet in the head blocks the
 * first paint, one after the boot screen only blocks what follows it, so the boot screen paints
 * with the HTML while the styles and scripts arrive.
 */
function stylesAfterBootScreen(): Plugin {
  return {
    name: 'styles-after-boot-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const rest = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          links.push(link.trim());
          return '';
        });
        return rest.replace('</body>', `    ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * The staff console (/pda/, src/pda/) is a second page of the same app, built by a second pass
 * (`vite build --mode pda`) into the same dist/ with its own manifest. As a second input of one
 * pass it shared chunks with the member app, and the bundler's re-split of the shared modules
 * added 1.5 KiB gzip to the member login route; a pass of its own leaves the member app's
 * chunks byte for byte as they were. The dev server serves both pages as they are.
 */
const consoleBuild = {
  outDir: 'dist',
  emptyOutDir: false,
  assetsDir: 'assets',
  sourcemap: false,
  manifest: 'pda/.vite/manifest.json',
  rollupOptions: { input: 'pda/index.html' },
};

/**
 * The member app's service worker (src/sw/sw.ts, decision D33), built after the member pass into
 * dist/sw.js with the list of files to precache: index.html, every script and stylesheet of that
 * pass (the console's pass runs later and is not listed), the icons and manifests. No worker in
 * the dev server.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // lib/service-worker.ts registers it; the manifests are files of public/, one per language.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', '*.{svg,png,webmanifest}', 'icons/*.png'],
      // The largest script is about 300 KB unminified; the default limit is 2 MiB.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

// One file for the dev server, the production builds and the 'web' Vitest project.
export default defineConfig(({ mode, command }) => ({
  plugins: [
    react(),
    stylesAfterBootScreen(),
    ...(command === 'build' && mode !== 'pda' && mode !== 'test' ? [serviceWorker()] : []),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build:
    mode === 'pda'
      ? consoleBuild
      : {
          outDir: 'dist',
          assetsDir: 'assets',
          sourcemap: false,
          // scripts/first-load.mjs reads it to report what each route downloads.
          manifest: true,
        },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
