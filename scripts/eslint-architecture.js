// The architecture as a lint rule (STYLE.md): shared code -> features -> app; no feature imports
// another feature; the contract package imports nothing of ours.
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/**
 * Where a file sits: { layer: 'contract' | 'app' | 'feature' | 'shared', app, site, feature }.
 * The web app holds two sites: the member app (src/) and the staff console (src/pda/), each with
 * its own app/, main.tsx and features/; the console's other folders (lib/, components/) are its
 * own shared layer, and src/'s shared layer serves both.
 */
function place(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('packages/contract/')) return { layer: 'contract' };
  const match = rel.match(/^apps\/(web|server)\/src\/(.*)$/);
  if (!match) return { layer: 'other' };
  const [, app, inApp] = match;
  const site = app === 'web' && inApp.startsWith('pda/') ? 'pda' : 'member';
  const rest = site === 'pda' ? inApp.slice('pda/'.length) : inApp;
  const feature = rest.match(/^features\/([^/]+)\//);
  if (feature) return { layer: 'feature', app, site, feature: feature[1] };
  // The composition root: app/ (web), main.tsx (web), app.ts and server.ts (server) put the features together.
  if (rest.startsWith('app/') || rest === 'app.ts' || rest === 'server.ts' || rest === 'main.tsx')
    return { layer: 'app', app, site };
  return { layer: 'shared', app, site };
}

/** The console may use the member app's shared layer; nothing else crosses between the sites. */
function crossesSites(from, to) {
  if (from.site === to.site) return null;
  if (from.site === 'pda' && to.layer === 'shared') return null;
  return from.site === 'pda'
    ? "The staff console must not import the member app's features or app/."
    : 'The member app must not import the staff console (src/pda/).';
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
  const crossing = crossesSites(from, to);
  if (crossing) {
    context.report({ node, message: crossing });
  } else if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
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
