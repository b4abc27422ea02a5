// The route table lives in config/paths.ts (shared layer) because features link through it and may
// not import app/. This module keeps `import { paths } from './paths'` working inside app/.
export { allPaths, loginPath, paths, safeRedirect } from '../config/paths';
