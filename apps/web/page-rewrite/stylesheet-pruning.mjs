// What of the build's stylesheets a sign-in page can use, for the copy written into its HTML
// (inline-stylesheets.mjs). The build merges the whole app's CSS modules into one stylesheet
// (65 kB, ≈ 13 kB compressed, of which the sign-in page uses a few dozen classes): written whole
// into the HTML it pushed the page past the first round trip of a phone's connection and made the
// browser parse it before the first paint (docs/performance.md, decision 0023).
//
// A CSS module's class names are hashed, and each module's JavaScript holds the map of all of them
// (`{field: "HBV8Ua_field", …}`). So a class is used by a route only if its name is in the route's
// server bundle (the server components and the client ones rendered on the server) or in a browser
// chunk the page loads, or one those load later. A rule is kept when one of its selectors names only
// such classes, or none at all (elements, `:root`, attributes); at-rules other than the conditional
// ones are kept whole. The full stylesheets follow at the member's first input (the links
// enabled in the browser, full-stylesheets.ts), for what a later page of the app needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const CHUNK_REF = /static\/chunks\/[\w.-]+\.js/g;
const TOKEN = /[\w-]+/g;
/** Blocks whose rules apply under a condition: pruned inside, dropped when empty. */
const CONDITIONAL = new Set(['media', 'supports', 'container', 'layer']);

/** The app directory's entry of a page by its pathname (route groups left out), or null. */
function appEntryOf(distDir, pathname) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server/app-paths-manifest.json'), 'utf8'));
  for (const [entry, file] of Object.entries(manifest)) {
    if (!entry.endsWith('/page')) continue;
    const route = entry.slice(0, -'/page'.length).replace(/\/\([^/)]+\)/g, '') || '/';
    if (route === pathname) return { entry, file: path.join(distDir, 'server', file) };
  }
  return null;
}

/** The page's client reference manifest: a script that assigns one JSON object, as Next.js writes it. */
function clientManifest(file) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('{', text.indexOf('__RSC_MANIFEST['));
  return JSON.parse(text.slice(start, text.lastIndexOf('}') + 1));
}

/** Every word of the route's server bundle and of the browser chunks it may load: the names it can render. */
export function routeTokens(distDir, pathname) {
  const found = appEntryOf(distDir, pathname);
  if (!found) return null;
  const tokens = new Set();
  const read = (file) => {
    const text = readFileSync(file, 'latin1');
    for (const token of text.match(TOKEN) ?? []) tokens.add(token);
    return text;
  };
  read(found.file);
  const dir = path.dirname(found.file);
  const traced = JSON.parse(readFileSync(`${found.file}.nft.json`, 'utf8')).files;
  for (const rel of traced) {
    if (rel.endsWith('.js') && !rel.includes('node_modules/')) read(path.join(dir, rel));
  }
  // The browser chunks of the page's client components, then those they load later (by address).
  const manifestFile = found.file.replace(/\.js$/, '_client-reference-manifest.js');
  const clientModules = Object.values(clientManifest(manifestFile).clientModules ?? {});
  const queue = clientModules.flatMap((mod) => mod.chunks.map((chunk) => chunk.replace(/^\/_next\//, '')));
  const seen = new Set();
  while (queue.length) {
    const chunk = queue.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    queue.push(...(read(path.join(distDir, chunk)).match(CHUNK_REF) ?? []));
  }
  return tokens;
}

/**
 * The class names a selector needs, or null when it matches without any: attribute values and
 * strings are not classes, and a selector with a pseudo-class that takes selectors (`:not(.x)`,
 * `:is(.a, .b)`) is kept rather than read.
 */
function classesOf(selector) {
  if (/:(?:not|is|where|has|matches)\(/i.test(selector)) return null;
  const bare = selector.replace(/\[[^\]]*\]/g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '');
  const names = [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  return names.length ? names : null;
}

const ruleUsed = (rule, tokens) =>
  rule.selectors.some((selector) => {
    const names = classesOf(selector);
    return names === null || names.every((name) => tokens.has(name));
  });

/** `css` without the style rules none of whose selectors can match: each names a class not in `tokens`. */
export function pruneStylesheet(css, tokens) {
  const root = postcss.parse(css);
  const prune = (container) => {
    container.each((node) => {
      if (node.type === 'rule' && !ruleUsed(node, tokens)) node.remove();
      else if (node.type === 'atrule' && CONDITIONAL.has(node.name.toLowerCase()) && node.nodes) {
        prune(node);
        if (node.nodes.length === 0) node.remove();
      }
    });
  };
  prune(root);
  return root.toString();
}
