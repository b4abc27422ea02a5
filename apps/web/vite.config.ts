import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import {
  langFiles,
  ocrFiles as ocrFileList,
  OCR_VERSIONS,
} from './src/features/id-scan/engine/ocr-files.ts';

/**
 * Inlines src/boot.css, the boot screen's styles, where each page's HTML has its placeholder: one
 * file for both pages, in the dev server as in the builds.
 */
function bootStyles(): Plugin {
  const placeholder = /<!-- The boot screen's styles: [^>]*-->/;
  return {
    name: 'boot-styles',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const css = fs.readFileSync(new URL('./src/boot.css', import.meta.url), 'utf8');
        if (!placeholder.test(html)) throw new Error('index.html has no boot styles placeholder');
        return html.replace(placeholder, () => `<style>\n${css}</style>`);
      },
    },
  };
}

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
 * A lazy screen's stylesheet goes after the entry's. Vite's preload helper appends it to <head>,
 * but stylesAfterBootScreen puts the entry's link at the end of <body>, so a screen's rule lost to
 * an entry rule of the same weight (a textarea's padding, a list box's height). The helper
 * appends to <body> instead: after the entry's link, the order of a page whose styles are all in
 * the head. The build fails if the helper no longer reads as expected.
 */
function screenStylesAfterEntry(): Plugin {
  const insertion = 'document.head.appendChild(link)';
  return {
    name: 'screen-styles-after-entry',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => id.includes('vite/preload-helper'))) return null;
      if (code.split(insertion).length !== 2) {
        throw new Error(`Vite's preload helper has no single '${insertion}' any more`);
      }
      return { code: code.replace(insertion, 'document.body.appendChild(link)'), map: null };
    },
  };
}

/**
 * Preloads, from index.html, the entry's own imports and then the chunk the entry imports
 * dynamically to split the start into tasks (src/app/start.tsx, see src/main.tsx) and the chunks
 * it imports: they download in parallel with the entry instead of after it, and each evaluates
 * in a task of its own. The links
 * go after the boot screen: in the head, high-priority requests ahead of the first paint moved
 * Lighthouse's LCP of the boot screen from 0.7 to 1.1 s.
 */
function preloadStartChunk(): Plugin {
  return {
    name: 'preload-start-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/start.tsx'));
        const entry = chunks.find((c) => c.isEntry);
        if (!start || !entry) return html;
        const files = new Set<string>();
        const walk = (file: string) => {
          if (files.has(file) || html.includes(`/${file}"`)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(walk);
        };
        // The entry's own imports first: main.tsx runs as soon as they are in, and its first
        // tasks start the screen's chunks and data while React DOM (57 KiB) still downloads.
        entry.imports.forEach(walk);
        walk(start.fileName);
        const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        return html.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled while it downloads, on a background thread, instead of each on the main thread the
 * first time it runs (issue 14: some 900 functions and 40-70 ms of a list load's main thread, in
 * every long task of the start). Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Source bytes under which a common chunk is inlined into its importers (D49). */
const INLINE_COMMON_CHUNKS_BELOW = 12_000;

/** Puts COMPILE_HINT on the first line of every script of the build (both passes). */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
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
 * The ID scan's OCR engine and language data (src/features/id-scan/engine/ocr-files.ts), copied
 * from their npm packages to /ocr/ in the member build and served from the packages by the dev
 * server. Not modules of the bundle: nothing of them is in a route's first load or in the service
 * worker's precache (its globs take assets/ only); the worker caches them once a scan used them.
 */
function ocrFiles(): Plugin {
  const require = createRequire(import.meta.url);
  const files = [...Object.values(ocrFileList), ...langFiles].map(({ url, from: [pkg, file] }) => {
    const root = path.dirname(require.resolve(`${pkg}/package.json`));
    const installed = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    if (installed !== OCR_VERSIONS[pkg as keyof typeof OCR_VERSIONS])
      throw new Error(`${pkg} is ${installed}; ocr-files.ts names another version`);
    return { url, source: path.join(root, file) };
  });
  return {
    name: 'ocr-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((entry) => entry.url === req.url?.split('?')[0]);
        if (!file) return next();
        res.setHeader(
          'content-type',
          file.url.endsWith('.js') ? 'text/javascript' : 'application/gzip',
        );
        fs.createReadStream(file.source).pipe(res);
      });
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({
          type: 'asset',
          fileName: file.url.slice(1),
          source: fs.readFileSync(file.source),
        });
    },
  };
}

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
      // favicon.svg is the mark the PNG icons are drawn from; no page links it (D44).
      globPatterns: ['index.html', 'assets/*.{js,css}', '*.{png,webmanifest}', 'icons/*.png'],
      // The largest script is about 300 KB unminified; the default limit is 2 MiB.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

/**
 * React Router's production build in the production builds. Its package's exports name only
 * dist/development, whose dev warnings (ENABLE_DEV_WARNINGS) stay on in every bundle
 * (remix-run/react-router#14102); dist/production is the same code with them off, so the bundler
 * drops them. The dev server and the unit tests keep the development build and its warnings.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

// One file for the dev server, the production builds and the 'web' Vitest project.
export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    bootStyles(),
    stylesAfterBootScreen(),
    screenStylesAfterEntry(),
    preloadStartChunk(),
    compileHints(),
    ...(command === 'build' && mode !== 'pda' && mode !== 'test' ? [serviceWorker()] : []),
    ...(mode !== 'pda' && mode !== 'test' ? [ocrFiles()] : []),
  ],
  resolve: {
    alias: [
      // React's own useSyncExternalStore for the shim react-i18next imports (all modes alike).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
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
          // No run-time <link rel=modulepreload>: inserting them cost 20-30 ms of main thread in
          // one task; over HTTP/2 the module loader fetches a chunk's imports as fast (D43).
          modulePreload: false,
          // React Router in a chunk of its own: left to the bundler it shared a chunk with the
          // entry's storage helpers, so its 90 KB were evaluated in the entry's task; now they
          // come with the router (app/start.tsx), a task of their own (issue 14).
          rollupOptions: {
            output: {
              codeSplitting: {
                // Common chunks under 12 KB of source are copied into the chunks that import
                // them (one shared state through Rolldown's runtime) instead of being files of
                // their own: the business list's first load went from 57 script files to 21, with
                // less main-thread work and the content sooner on a slow machine (D49).
                // Chunks that hold styles stay files: Vite's CSS plugin would emit a style
                // module's CSS again from every chunk that prints a copy of it.
                experimentalInlineCommonChunks: {
                  maxSize: INLINE_COMMON_CHUNKS_BELOW,
                  exclude: /\.css(\?|$)/,
                },
                groups: [
                  // React DOM (with its scheduler) apart from React Router, which would take it
                  // in as its dependency: main.tsx evaluates it a task before the router. React
                  // itself (8 KB) goes with the shell below: the entry's texts (react-i18next)
                  // import it, and in React DOM's chunk it made main.tsx wait for React DOM's
                  // 57 KiB before its first task. The higher priority is placed first.
                  {
                    name: 'react-dom',
                    test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                    priority: 2,
                  },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
                  // What the entry and the start both import, in one chunk: left to the bundler,
                  // these small modules were copied into each of the login route's chunks that
                  // import them (1.6 KiB gzip twice over); React with them (see above), and
                  // antd-mobile's locale, config provider and shared helpers, which the start
                  // uses and every screen's antd components import again (copied into the
                  // section's chunk, 2.9 KiB of its 40). The request layer too (signing, the
                  // envelope): every route calls the API, the login screen first of all, so it
                  // comes with the start instead of with each screen.
                  {
                    name: 'shell',
                    test: /(node_modules[\\/]react[\\/].*|node_modules[\\/]classnames[\\/].*|node_modules[\\/]antd-mobile[\\/]es[\\/](locales[\\/].*|components[\\/]config-provider[\\/].*|utils[\\/](native-props|with-default-props)\.js)|node_modules[\\/]@noble[\\/]hashes[\\/].*|contract[\\/]src[\\/]sign\.ts|vite[\\/]preload-helper\.js|src[\\/]lib[\\/](connectivity|navigation|report-error|lazy-screen|request|request-body|envelope|runtime-config|fetch-with-deadline|device-model|session-end)\.ts|src[\\/]i18n[\\/]use-language\.ts|contract[\\/]src[\\/]constants\.ts|react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)$/,
                    priority: 3,
                  },
                ],
              },
            },
          },
        },
  // The root's vitest.config.ts makes two projects of this (web and web-mocks) and names them.
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
  },
}));
