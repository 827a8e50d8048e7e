// Every page's scripts start after its first contentful paint (decision 0038). Next.js writes the
// build's chunks as `<script src async>` in the head (and the runtime's after the page's HTML, with
// a preload in the head): over a fast link they arrive, and React starts evaluating, while the
// browser is still laying the page out, and the paint waits for that work. Here each such tag becomes
// an inline call that adds the script once the page has painted (a `paint` entry), or after 3 s
// at the latest (a tab opened in the background paints only when shown); the preloads go.
//
// A form sent before the scripts have run would be sent by the browser itself, reloading the page
// without what was typed: the same inline script holds such a submit back and sends it again once
// React has hydrated the page (`components/hydration-mark`), where the form's own handler takes it.
// Text typed before then reaches the form's state by lib/early-input.ts.

/** A chunk's script tag as React writes it for Next.js (async; the nonce optional, attributes in any order). */
const SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)"([^>]*)><\/script>/g;
/** Next.js's preload of a chunk (the runtime's, fetchPriority="low"). */
const PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[\w.~-]+\.js"[^>]*\/>/g;
const NONCE = / nonce="([^"]*)"/;

/**
 * The loader: `__afterPaint(src)` queues a script until the first contentful paint, then adds it;
 * submits are held back until `__hydratedNow()`. ES5, for every browser the cabinet supports.
 */
export const LOADER = `(function(w,d){var q=[],on=0,n=d.currentScript&&d.currentScript.nonce,held=null;
function add(s){var e=d.createElement("script");e.src=s;e.async=true;if(n)e.nonce=n;d.head.appendChild(e)}
function go(){if(on)return;on=1;for(var i=0;i<q.length;i++)add(q[i]);q=null}
w.__afterPaint=function(s){on?add(s):q.push(s)};
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(e){}
setTimeout(go,3000);
d.addEventListener("submit",function(e){if(!w.__hydrated){e.preventDefault();held=[e.target,e.submitter]}},true);
w.__hydratedNow=function(){w.__hydrated=1;var h=held;held=null;if(!h||!h[0].isConnected)return;
if(h[0].requestSubmit)h[0].requestSubmit(h[1]&&h[1].form===h[0]?h[1]:void 0);else h[0].dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}))};
})(window,document)`.replace(/\n/g, '');

const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The transform of one HTML answer (html-answer.mjs). A tag cut between two chunks is held until its
 * end has come; an answer without chunk scripts passes unchanged.
 * @returns {import('./html-answer.mjs').HtmlTransform}
 */
export function scriptsAfterPaint() {
  let held = '';
  let loaderWritten = false;
  const rewrite = (text) =>
    text.replace(PRELOAD, '').replace(SCRIPT, (tag, src, rest) => {
      // A module-less fallback (`noModule`) or a blocking script stays as Next.js wrote it.
      if (!/ async=""/.test(rest)) return tag;
      const nonce = NONCE.exec(rest)?.[1];
      const open = nonce === undefined ? '<script>' : `<script nonce="${attr(nonce)}">`;
      const loader = loaderWritten ? '' : `${open}${LOADER}</script>`;
      loaderWritten = true;
      return `${loader}${open}__afterPaint(${JSON.stringify(src)})</script>`;
    });
  return {
    write(chunk) {
      const text = held + chunk;
      let cut = text.length;
      const lt = text.lastIndexOf('<');
      if (lt >= 0 && !text.includes('>', lt)) cut = lt;
      const open = text.lastIndexOf('<script');
      if (open >= 0 && !text.includes('</script>', open)) cut = Math.min(cut, open);
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const rest = rewrite(held);
      held = '';
      return rest;
    },
  };
}
