import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of apps/server/src imports itself through others (issue 35), counting type-only
 * imports, re-exports and dynamic imports: a cycle is read as "these modules are one", and the
 * next change to one of them breaks the others' load order or types. Each cycle found is named,
 * e.g. "jobs/registry.ts → notify/reminders.ts → jobs/registry.ts".
 */
const SRC = path.resolve(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where a relative specifier lands, if it is a module of src. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  return found?.startsWith(SRC + path.sep) ? found : undefined;
}

/** Every module of src with the modules of src it imports (statically, as a type, or lazily). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolve(file, imported.fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module, or a module importing itself. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** One cycle through a component's first module, shortest first, as relative paths. */
function cycleThrough(graph: Map<string, string[]>, component: string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path_ = [start];
        for (let at: string | undefined = node; at !== start && at; at = previous.get(at)) {
          path_.unshift(at);
        }
        path_.unshift(start);
        return path_.map((file) => path.relative(SRC, file)).join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.map((file) => path.relative(SRC, file)).join(', ');
}

/** Every import cycle of the graph, each named by one of its paths. */
export function importCycles(graph: Map<string, string[]>): string[] {
  return stronglyConnected(graph).map((component) => cycleThrough(graph, component));
}

describe('module cycles in apps/server/src', () => {
  it('finds a cycle when there is one, and names it', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    const c = path.join(SRC, 'c.ts');
    const graph = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(importCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    expect(importCycles(new Map([[a, [a]]]))).toEqual(['a.ts → a.ts']);
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none, type-only imports included', () => {
    const graph = importGraph();
    // The walk saw the server: app.ts and the job registry's users among its modules.
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(SRC, 'app.ts'))?.length).toBeGreaterThan(10);
    expect(importCycles(graph)).toEqual([]);
  });
});
