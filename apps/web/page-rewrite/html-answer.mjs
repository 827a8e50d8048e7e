// Rewriting Next.js's HTML answers as they stream (the sign-in pages' stylesheets, every page's
// scripts after its first paint): a transform sees the answer's text in Latin-1 — the bytes as they
// are, whatever letters they hold — chunk by chunk, and what it returns is sent on.
//
// Next.js compresses its answers (the `compression` middleware replaces `res.write` and `res.end`);
// the rewrite has to see the HTML before that, so it installs itself above the middleware's
// functions, as they are assigned (`aboveCompression`).

/**
 * @typedef {object} HtmlTransform
 * @property {(text: string) => string} write a chunk of the answer in; what may be sent so far out
 * @property {() => string} end the rest, at the answer's end
 */

/**
 * Replaces `res[name]` for the middleware that assigns it next: the middleware reads the original
 * (it writes its output there) and assigns its own function, which `wrap` then sits above. Without
 * such a middleware (no compression) the property keeps the original and `wrap` is never used.
 */
function aboveCompression(res, name, wrap) {
  let current = res[name];
  let wrapped = null;
  Object.defineProperty(res, name, {
    configurable: true,
    enumerable: true,
    get: () => wrapped ?? current,
    set: (fn) => {
      current = fn;
      wrapped = wrap((...args) => current.apply(res, args));
    },
  });
}

/** Splits `end`'s and `write`'s optional (chunk, encoding, callback) arguments. */
function chunkArgs(args) {
  const callback = typeof args.at(-1) === 'function' ? args.at(-1) : undefined;
  const [chunk, encoding] = callback ? args.slice(0, -1) : args;
  return { chunk, encoding: typeof encoding === 'string' ? encoding : undefined, callback };
}
const toLatin1 = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8').toString('latin1') : Buffer.from(chunk).toString('latin1');

/**
 * Passes the answer's text through `transform` when it is HTML; any other answer goes as it is. The
 * answer's length is dropped: the rewritten text is not the one Next.js may have measured.
 * @param {import('node:http').ServerResponse} res
 * @param {HtmlTransform} transform
 */
export function transformHtmlAnswer(res, transform) {
  let state = 'start'; // 'start' → 'html' | 'through'
  const begin = () => {
    if (state !== 'start') return;
    state = String(res.getHeader('content-type') ?? '').startsWith('text/html') ? 'html' : 'through';
    if (state === 'html' && !res.headersSent) res.removeHeader('content-length');
  };
  aboveCompression(res, 'write', (write) => (...args) => {
    const { chunk, encoding, callback } = chunkArgs(args);
    begin();
    if (state === 'through') return write(...args);
    const out = transform.write(toLatin1(chunk, encoding));
    if (out === '') {
      if (callback) process.nextTick(callback);
      return true;
    }
    return callback ? write(Buffer.from(out, 'latin1'), callback) : write(Buffer.from(out, 'latin1'));
  });
  aboveCompression(res, 'end', (end) => (...args) => {
    const { chunk, encoding, callback } = chunkArgs(args);
    begin();
    if (state === 'through') return end(...args);
    const last = chunk !== undefined && chunk !== null ? transform.write(toLatin1(chunk, encoding)) : '';
    const out = Buffer.from(last + transform.end(), 'latin1');
    return callback ? end(out, callback) : end(out);
  });
}

/** Transforms applied one after the other. */
export function chain(...transforms) {
  return {
    write: (text) => transforms.reduce((t, next) => next.write(t), text),
    end: () => transforms.reduce((t, next) => next.write(t) + next.end(), ''),
  };
}
