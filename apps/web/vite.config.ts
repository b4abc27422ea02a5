import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One file for the dev server, the production build and the 'web' Vitest project.
export default defineConfig({
  plugins: [react()],
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
