// The inline script every HTML page starts its <head> with (scripts-after-paint.mjs writes it there,
// comment lines dropped; decision 0039). Called with the build's Golos faces, it
// - draws the page in Golos when an earlier page of this browser has stored Golos's files
//   (localStorage, read here before anything is laid out: `data-fonts="golos"` on <html>, which
//   app/globals.css reads, and the faces added as 'Golos Stored'); otherwise in the metric-matched
//   fallback face for the whole life of the page, so that neither a font request before the first
//   paint nor a swap after it is ever met;
// - adds the page's chunks (`__afterPaint(src)`, each of Next.js's script tags rewritten into such a
//   call) once the first contentful paint has been presented, so that the paint waits for nothing
//   of theirs (at the latest after 3 s; at once in a tab that is not shown, which does not paint);
// - holds what a member does before React has hydrated the page — text typed, a press of a button,
//   a check box or a tab, a choice in a select, a file picked, a form sent — and does it again once
//   React has (`__hydratedNow()`, called by app/providers.tsx; `__hydrated` says so after):
//   without it the press did nothing, the text never reached the form's state, or the browser sent
//   the form itself and the page came back empty;
// - once React has hydrated and the browser is idle, fetches and stores the font files, for the pages
//   to come.
// Plain ES2019, no module: it runs before anything else of the page.
/* global window, document, atob, btoa, FontFace, MessageChannel, PerformanceObserver, Event, __FACES__ */
(function (w, d, faces) {
  var PREFIX = 'agentplus:font:';
  var stored = [];
  try {
    faces.forEach(function (face) {
      var data = w.localStorage.getItem(PREFIX + face.url);
      if (data !== null) stored.push([face, data]);
    });
  } catch {
    // Storage refused (a private window's settings): the fallback face it is.
  }
  function bytes(base64) {
    var text = atob(base64);
    var out = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
    return out.buffer;
  }
  var golos = faces.length > 0 && stored.length === faces.length && typeof FontFace === 'function';
  if (golos) {
    try {
      stored.forEach(function (entry) {
        var face = entry[0];
        var font = new FontFace('Golos Stored', bytes(entry[1]), {
          weight: face.weight,
          style: face.style,
          unicodeRange: face.range,
          display: 'optional',
        });
        d.fonts.add(font);
        font.loaded.catch(function () {
          try {
            w.localStorage.removeItem(PREFIX + face.url);
          } catch {
            // Left for the next page to find broken again.
          }
        });
      });
      d.documentElement.setAttribute('data-fonts', 'golos');
    } catch {
      golos = false;
    }
  }

  var nonce = d.currentScript ? d.currentScript.nonce : '';
  var queue = [];
  var started = false;
  function add(src) {
    var script = d.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    d.head.appendChild(script);
  }
  // One script a task: the first insertion of a page costs a phone tens of milliseconds, and ten in
  // the paint's callback made one long task of them.
  var tasks = new MessageChannel();
  function next() {
    var src = queue.shift();
    if (src === undefined) return;
    add(src);
    // A task of its own at once (a timer's would be held back 4 ms after the fifth).
    tasks.port2.postMessage(0);
  }
  tasks.port1.onmessage = next;
  function start() {
    if (started) return;
    started = true;
    next();
  }
  w.__afterPaint = function (src) {
    queue.push(src);
    if (started && queue.length === 1) next();
  };
  if (d.visibilityState === 'hidden') start();
  else {
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      start();
    }
    setTimeout(start, 3000);
  }

  var hydrated = false;
  var held = [];
  var PRESSED =
    'button,summary,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem],[role=option],' +
    'input[type=checkbox],input[type=radio],input[type=submit],input[type=button],input[type=reset],input[type=image]';
  function hold(kind, el, submitter) {
    var last = held[held.length - 1];
    // A double tap is one press.
    if (last && last[0] === kind && last[1] === el) return;
    held.push([kind, el, submitter]);
  }
  function pressedControl(target) {
    if (!target || !target.closest) return null;
    var label = target.closest('label');
    // A label's press is its check box's; a text field's label only focuses it, as it should.
    if (label && label.control && /^(checkbox|radio)$/.test(label.control.type)) return label;
    var el = target.closest(PRESSED);
    if (!el || el.closest('a[href]') || el.disabled) return null;
    return el;
  }
  d.addEventListener(
    'click',
    function (e) {
      if (hydrated) return;
      var el = pressedControl(e.target);
      if (!el) return;
      // No toggle, no submit by the browser: React does it when it takes the press again.
      e.preventDefault();
      hold('click', el);
    },
    true,
  );
  d.addEventListener(
    'submit',
    function (e) {
      if (hydrated) return;
      e.preventDefault();
      hold('submit', e.target, e.submitter);
    },
    true,
  );
  d.addEventListener(
    'change',
    function (e) {
      var el = e.target;
      if (hydrated || !el) return;
      if (el.tagName === 'SELECT') keep('change', el);
      else if (el.type === 'file') hold('change', el);
    },
    true,
  );
  var TYPED = /^(text|email|tel|password|search|url|number|date|textarea)$/;
  d.addEventListener(
    'input',
    function (e) {
      var el = e.target;
      if (!hydrated && el && TYPED.test(el.type)) keep('input', el);
    },
    true,
  );
  // A field's last value, as the member left it: the form's own start (a reset to the values it was
  // given) may write over the field before it is handed over.
  function keep(kind, el) {
    for (var i = 0; i < held.length; i++) {
      if (held[i][0] === kind && held[i][1] === el) {
        held[i][2] = el.value;
        return;
      }
    }
    held.push([kind, el, el.value]);
  }
  function prototypeOf(el) {
    if (el.tagName === 'TEXTAREA') return w.HTMLTextAreaElement.prototype;
    return el.tagName === 'SELECT' ? w.HTMLSelectElement.prototype : w.HTMLInputElement.prototype;
  }
  // The value is written through the prototype's setter, which React does not watch, after a
  // different one through the element's own, which it does since hydration: the event that follows
  // is a change to React, as a keystroke or a choice would be.
  function give(el, value, type) {
    var setValue = Object.getOwnPropertyDescriptor(prototypeOf(el), 'value').set;
    el.value = value + '\u200b';
    setValue.call(el, value);
    el.dispatchEvent(new Event(type, { bubbles: true }));
  }
  function replay(h) {
    var el = h[1];
    if (!el.isConnected) return;
    if (h[0] === 'input') give(el, h[2], 'input');
    else if (h[0] === 'change' && el.tagName === 'SELECT') give(el, h[2], 'change');
    else if (h[0] === 'change') el.dispatchEvent(new Event('change', { bubbles: true }));
    else if (h[0] === 'click') el.click();
    else if (el.requestSubmit) el.requestSubmit(h[2] && h[2].form === el ? h[2] : undefined);
    else el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }

  function base64(buffer) {
    var all = new Uint8Array(buffer);
    var text = '';
    for (var i = 0; i < all.length; i += 8192) text += String.fromCharCode.apply(null, all.subarray(i, i + 8192));
    return btoa(text);
  }
  function storeFonts() {
    if (golos || faces.length === 0 || !w.fetch) return;
    (w.requestIdleCallback || w.setTimeout).call(w, function () {
      Promise.all(
        faces.map(function (face) {
          return fetch(face.url).then(function (res) {
            if (!res.ok) throw new Error(String(res.status));
            return res.arrayBuffer();
          });
        }),
      ).then(
        function (files) {
          try {
            // A build's files replace the last one's.
            for (var i = w.localStorage.length - 1; i >= 0; i--) {
              var key = w.localStorage.key(i);
              if (key && key.indexOf(PREFIX) === 0) w.localStorage.removeItem(key);
            }
            files.forEach(function (file, i) {
              w.localStorage.setItem(PREFIX + faces[i].url, base64(file));
            });
          } catch {
            // Full or refused: what was written is read as not there (each face is needed).
          }
        },
        function () {},
      );
    });
  }

  w.__hydratedNow = function () {
    if (hydrated) return;
    hydrated = true;
    w.__hydrated = true;
    var list = held;
    held = [];
    // One at a time, each in a task of its own: what the text changed is rendered before the press
    // that sends it is handled.
    (function next() {
      var h = list.shift();
      if (!h) return storeFonts();
      replay(h);
      setTimeout(next, 0);
    })();
  };
})(window, document, __FACES__);
