// Text typed or autofilled into a server-rendered control before React hydrated it stays on screen
// but never reaches the form's state: React keeps the DOM's value at hydration and records it as
// already seen, so no change event comes, and the form's next render writes its empty state back
// (a password manager's sign-in, filled while the page's scripts were loading, vanished at «Войти»).
//
// `keepEarlyInput` is a control's ref (Field gives it to every control): once the control is React's,
// input made before that is replayed as a change React sees. Each element is looked at once, when
// it first mounts, however often a ref that calls it runs.

type Control = HTMLInputElement | HTMLTextAreaElement;

const TEXT_LIKE = /^(text|email|tel|password|search|url|number|date|textarea)$/;

/** What React rendered into the control (a controlled one keeps `defaultValue` equal to its value). */
function differsFromRendered(el: Control): boolean {
  return el.value !== el.defaultValue;
}

/**
 * Makes React see `typed` as the control's new value: the value is set back to what React rendered
 * through the element's own setter (which React watches), then to the text through the prototype's
 * (which it does not), and an `input` event follows — as a keystroke would.
 */
function replay(el: Control, typed: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setValue) return;
  el.value = el.defaultValue;
  setValue.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

const seen = new WeakSet<Element>();

export function keepEarlyInput(el: Control | HTMLSelectElement | null): void {
  if (!el || seen.has(el)) return;
  seen.add(el);
  if (el instanceof HTMLSelectElement || !TEXT_LIKE.test(el.type)) return;
  if (!differsFromRendered(el)) return;
  // Read now: the first replayed change re-renders the form at once, and that render writes the
  // state's empty value over every other field typed early.
  const typed = el.value;
  // After the commit that attached the ref: React handles the event like any other.
  queueMicrotask(() => {
    if (el.isConnected) replay(el, typed);
  });
}
