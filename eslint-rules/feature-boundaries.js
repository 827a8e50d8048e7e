// Keeps an app's layers apart: a feature never imports another feature (what two features need
// moves down), the lower layers never import features or pages, and where a feature may use
// another's code at all, only through that feature's public entry (its service).
import path from 'node:path';

/**
 * @typedef {object} Options
 * @property {string} featuresDir  the folder of the features, from the repository root
 * @property {string[]} [lower]     folders below the features (shared components, lib): they import no feature
 * @property {string[]} [upper]     folders above the features (pages): nothing below imports them
 * @property {string[]} [publicEntries]  module names (without extension) through which a feature may use
 *                                  another; none: features never import each other
 * @property {Record<string, string>} [aliases]  import prefix → folder from the repository root ('@/' → 'apps/web/src/')
 */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const inside = (file, dir) => {
  const rel = path.relative(path.join(root, dir), file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** 'apps/web/src/features/news/components/x.tsx' → 'news' */
function featureOf(file, featuresDir) {
  if (!inside(file, featuresDir)) return null;
  return path.relative(path.join(root, featuresDir), file).split(path.sep)[0];
}

function resolveSpecifier(spec, fromFile, aliases) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  for (const [prefix, dir] of Object.entries(aliases ?? {})) {
    if (spec.startsWith(prefix)) return path.join(root, dir, spec.slice(prefix.length));
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers of an app: features do not import each other; shared code imports no feature.' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      crossFeature:
        "The feature '{{from}}' imports '{{to}}' from the feature '{{target}}': a feature never imports another. Move what both need down to a shared folder.",
      notPublic:
        "The feature '{{from}}' uses '{{target}}' through '{{to}}': use another feature only through its public entry ({{entries}}).",
      lowerImportsFeature: "Shared code imports '{{to}}' from the feature '{{target}}': shared code never depends on a feature.",
      importsUpper: "'{{to}}' belongs to the pages: features and shared code never import them.",
    },
  },
  create(context) {
    /** @type {Options} */
    const options = context.options[0];
    const file = context.filename;
    const fromFeature = featureOf(file, options.featuresDir);
    const inLower = (options.lower ?? []).some((dir) => inside(file, dir));
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(spec, file, options.aliases);
      if (!target) return;
      if ((options.upper ?? []).some((dir) => inside(target, dir)) && (fromFeature || inLower)) {
        context.report({ node, messageId: 'importsUpper', data: { to: spec } });
        return;
      }
      const toFeature = featureOf(target, options.featuresDir);
      if (!toFeature) return;
      if (inLower) {
        context.report({ node, messageId: 'lowerImportsFeature', data: { to: spec, target: toFeature } });
      } else if (fromFeature && toFeature !== fromFeature) {
        const entries = options.publicEntries ?? [];
        if (entries.length === 0) {
          context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: spec, target: toFeature } });
        } else {
          const module = path.basename(target).replace(/\.[cm]?[jt]sx?$/, '');
          if (!entries.includes(module)) {
            context.report({
              node,
              messageId: 'notPublic',
              data: { from: fromFeature, to: spec, target: toFeature, entries: entries.join(', ') },
            });
          }
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
