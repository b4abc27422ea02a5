// The architecture as a lint rule (STYLE.md): shared code -> features -> app; no feature imports
// another feature; the contract package imports nothing of ours.
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** Where a file sits: { layer: 'contract' | 'app' | 'feature' | 'shared', app, feature }. */
function place(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('packages/contract/')) return { layer: 'contract' };
  const match = rel.match(/^apps\/(web|server)\/src\/(.*)$/);
  if (!match) return { layer: 'other' };
  const [, app, rest] = match;
  const feature = rest.match(/^features\/([^/]+)\//);
  if (feature) return { layer: 'feature', app, feature: feature[1] };
  // The composition root: app/ (web), main.tsx (web), app.ts and server.ts (server) put the features together.
  if (rest.startsWith('app/') || rest === 'app.ts' || rest === 'server.ts' || rest === 'main.tsx')
    return { layer: 'app', app };
  return { layer: 'shared', app };
}

function check(context, node, source) {
  const file = context.filename;
  const from = place(file);
  if (from.layer === 'contract') {
    const outside = source.startsWith('.')
      ? !path.resolve(path.dirname(file), source).startsWith(path.join(root, 'packages/contract'))
      : source.startsWith('@app/');
    if (outside) context.report({ node, message: 'The contract package imports nothing of ours.' });
    return;
  }
  if (!source.startsWith('.')) return;
  const to = place(path.resolve(path.dirname(file), source));
  if (to.layer === 'other' || to.app !== from.app) return;
  if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
    context.report({
      node,
      message: `Feature '${from.feature}' must not import feature '${to.feature}'; move shared code out of features.`,
    });
  } else if (from.layer === 'feature' && to.layer === 'app') {
    context.report({ node, message: 'Features must not import from app/.' });
  } else if (from.layer === 'shared' && (to.layer === 'feature' || to.layer === 'app')) {
    context.report({ node, message: 'Shared code must not import features or app/.' });
  }
}

export const architecture = {
  rules: {
    boundaries: {
      meta: { type: 'problem', docs: { description: 'Enforce feature boundaries' }, schema: [] },
      create(context) {
        const visit = (node) => node.source && check(context, node, String(node.source.value));
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(context, node, String(node.source.value)),
        };
      },
    },
  },
};
