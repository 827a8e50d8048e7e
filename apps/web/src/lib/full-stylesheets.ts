// A sign-in page carries in its HTML only the rules it can use of the app's stylesheets, and their
// links come disabled (apps/web/page-rewrite/inline-stylesheets.mjs, decision 0023). React takes such a link as
// a stylesheet already in force, so the next page of the app, which links the same files, would
// find their rules missing. The links are enabled at the member's first input on the page — a
// press, a key, a focus, text, a form sent — the one way to the next page of the app without a
// page load: the browser fetches the stylesheets whole then, and they change nothing on this page.
// Not at `load`: parsing the app's whole stylesheet and laying the page out again was a long task of
// its own on a phone that had done nothing yet (docs/performance.md: blocking time on /login).
const INPUTS = ['pointerdown', 'keydown', 'focusin', 'input', 'click', 'submit'] as const;

export function enableFullStylesheets(): () => void {
  if (!document.querySelector('link[rel="stylesheet"][disabled]')) return () => {};
  const stop = () => INPUTS.forEach((type) => document.removeEventListener(type, enable, true));
  function enable() {
    stop();
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) link.disabled = false;
  }
  INPUTS.forEach((type) => document.addEventListener(type, enable, true));
  return stop;
}
