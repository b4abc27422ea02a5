import fs from 'node:fs';
import path from 'node:path';

/**
 * The packages a module loads at run time, through its own imports and those of the modules it
 * imports (type-only imports are erased, so they do not count). Tests use it to keep zod out of
 * the modules the web loads with its first screens (endpoints, labels, form metadata).
 */
export function runtimePackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  // import x from '...', import { a } from '...', export { a } from '...', import '...'
  const statements = source.matchAll(/^(import|export)\s+(type\s+)?([^;]*?\sfrom\s+)?'([^']+)'/gm);
  for (const [, , typeOnly, , specifier] of statements) {
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('.')) {
      const next = path.resolve(path.dirname(file), specifier);
      for (const name of runtimePackages(next, seen)) packages.add(name);
    } else packages.add(specifier);
  }
  return packages;
}
