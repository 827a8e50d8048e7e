// A sign-in page carries in its HTML only the rules it can use of the app's stylesheets, and their
// links come disabled (apps/web/page-rewrite/inline-stylesheets.mjs, decision 0023). React takes such a link as
// a stylesheet already in force, so the next page of the app, which links the same files, would
// find their rules missing. Once the page has loaded, the links are enabled: the browser fetches the
// stylesheets whole, after the first paint, and they change nothing on this page.
export function enableFullStylesheets(): () => void {
  const enable = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) link.disabled = false;
  };
  if (document.readyState === 'complete') {
    enable();
    return () => {};
  }
  window.addEventListener('load', enable, { once: true });
  return () => window.removeEventListener('load', enable);
}
