/**
 * `use-sync-external-store/shim` (react-i18next's import) as React 19 itself: the package's shim
 * answers React's own `useSyncExternalStore` on React 18 and later, so the bundle needs none of
 * its fallback code. vite.config.ts points the import here.
 */
export { useSyncExternalStore } from 'react';
