import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

// One file for the dev server, the production build and the 'web' Vitest project.
export default defineConfig({
  plugins: [react(), stylesAfterBootScreen()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
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
});
