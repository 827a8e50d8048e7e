// What the emulated payout widget sends a browser: the script the merchant's page runs and the card
// form it frames. Both are plain ES2017 with no dependencies, so any page can load them as it would
// ЮKassa's own; the form talks to its parent only by `postMessage`, the one channel an iframe of
// another origin has.

/**
 * `window.PayoutsData`, as ЮKassa's widget 3.1.0 is called: `new PayoutsData({type, account_id,
 * success_callback, error_callback, customization})`, `render(containerId)` → a Promise, and
 * `clearListeners()`. `customization` is accepted and ignored: the emulator's form has one look.
 */
const WIDGET_SCRIPT = `(function () {
  'use strict';
  // The emulator's address is where this script came from, so the widget works at any port.
  var script = document.currentScript || document.querySelector('script[src*="/payouts-data/3.1.0/widget.js"]');
  if (!script) return;
  var scriptUrl = new URL(script.src, location.href);
  var origin = scriptUrl.origin;

  function PayoutsData(options) {
    if (!(this instanceof PayoutsData)) throw new TypeError('PayoutsData must be called with new');
    this.options = options || {};
    this.frame = null;
    this.listener = null;
  }

  PayoutsData.prototype.render = function (containerId) {
    var self = this;
    return new Promise(function (resolve, reject) {
      var container = document.getElementById(containerId);
      if (!container) {
        reject(new Error('PayoutsData: no element with id "' + containerId + '"'));
        return;
      }
      self.clearListeners();
      var src = new URL('form', scriptUrl);
      src.searchParams.set('account_id', String(self.options.account_id == null ? '' : self.options.account_id));
      var frame = document.createElement('iframe');
      frame.src = src.href;
      frame.title = 'Данные карты для выплат';
      frame.style.display = 'block';
      frame.style.width = '100%';
      frame.style.height = '300px';
      frame.style.border = '0';
      frame.addEventListener('load', function () { resolve(); }, { once: true });
      // Only this frame's messages count: another frame or window could post look-alikes.
      self.listener = function (event) {
        if (event.source !== frame.contentWindow || event.origin !== origin) return;
        var message = event.data;
        if (!message || message.source !== 'payouts-data') return;
        if (message.type === 'success' && typeof self.options.success_callback === 'function') {
          self.options.success_callback(message.data);
        } else if (message.type === 'error' && typeof self.options.error_callback === 'function') {
          self.options.error_callback(message.error);
        }
      };
      window.addEventListener('message', self.listener);
      while (container.firstChild) container.removeChild(container.firstChild);
      container.appendChild(frame);
      self.frame = frame;
    });
  };

  PayoutsData.prototype.clearListeners = function () {
    if (this.listener) window.removeEventListener('message', this.listener);
    this.listener = null;
  };

  window.PayoutsData = PayoutsData;
})();
`;

export const widgetScript = () => WIDGET_SCRIPT;

const STYLE = `*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
form{display:flex;flex-direction:column;gap:8px;max-width:26rem}
label{font-weight:600}
input{width:100%;min-width:0;padding:12px;font:inherit;font-size:17px;border:1px solid #767676;border-radius:8px}
input:focus{outline:3px solid #1f5fbf;outline-offset:1px}
input[aria-invalid=true]{border-color:#b00020}
button{min-height:44px;padding:10px 12px;font:inherit;font-weight:600;color:#fff;background:#1f5fbf;border:0;border-radius:8px;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
p{margin:0}
.error{min-height:1.4em;color:#b00020}
.note{font-size:13px;color:#555}`;

/** A value inside an inline script: JSON, with `<` escaped so no text can close the script. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Posts a message to the merchant's page; `*` because the form does not know the merchant's origin. */
const POST = `function post(message) {
    message.source = 'payouts-data';
    if (window.parent !== window) window.parent.postMessage(message, '*');
  }`;

const FORM_SCRIPT = `
  var form = document.getElementById('card-form');
  var input = document.getElementById('card');
  var error = document.getElementById('card-error');
  var done = document.getElementById('card-done');
  var button = form.querySelector('button');
  var onlyDigits = function (s) { return s.replace(/\\D/g, ''); };
  var grouped = function (d) { return d.replace(/(\\d{4})(?=\\d)/g, '$1 '); };
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d.charAt(d.length - 1 - i));
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    return sum % 10 === 0;
  }
  function fail(text) {
    error.textContent = text;
    input.setAttribute('aria-invalid', 'true');
  }
  input.addEventListener('input', function () {
    // Regroup by four and keep the caret after the same digit it followed.
    var before = onlyDigits(input.value.slice(0, input.selectionStart || 0)).length;
    input.value = grouped(onlyDigits(input.value).slice(0, 19));
    var at = 0;
    for (var seen = 0; at < input.value.length && seen < before; at++) if (/\\d/.test(input.value.charAt(at))) seen++;
    input.setSelectionRange(at, at);
    error.textContent = '';
    done.textContent = '';
    input.removeAttribute('aria-invalid');
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var digits = onlyDigits(input.value);
    if (digits.length < 16 || digits.length > 19 || !luhn(digits)) {
      fail('Проверьте номер карты');
      input.focus();
      return;
    }
    button.disabled = true;
    fetch('/payouts-data/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_id: accountId, card_number: digits })
    })
      .then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, status: res.status, body: body }; });
      })
      .then(function (answer) {
        if (answer.ok) {
          error.textContent = '';
          done.textContent = 'Карта •••• ' + answer.body.last4 + ' сохранена';
          post({ type: 'success', data: answer.body });
          return;
        }
        var text = answer.status === 400 ? 'Проверьте номер карты'
          : answer.status === 401 ? 'Виджет не настроен: неизвестный account_id'
          : 'Не удалось сохранить карту. Попробуйте ещё раз';
        fail(text);
        post({ type: 'error', error: { code: answer.body.code || 'internal_server_error', message: text } });
      })
      .catch(function () {
        var text = 'Не удалось сохранить карту. Попробуйте ещё раз';
        fail(text);
        post({ type: 'error', error: { code: 'network_error', message: text } });
      })
      .then(function () { button.disabled = false; });
  });`;

const UNKNOWN_ACCOUNT = 'Виджет не настроен: неизвестный account_id';

/** The card form; without a known gateway (`accountId` undefined) only the reason, told to the page too. */
export function formPage(accountId: string | undefined): string {
  const body =
    accountId === undefined
      ? `<p class="error" role="alert">${UNKNOWN_ACCOUNT}</p>
<script>(function () {
  'use strict';
  ${POST}
  post({ type: 'error', error: { code: 'invalid_credentials', message: ${inScript(UNKNOWN_ACCOUNT)} } });
})();</script>`
      : `<form id="card-form" novalidate>
<label for="card">Номер карты</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"
 placeholder="0000 0000 0000 0000" aria-describedby="card-error">
<p id="card-error" class="error" role="alert"></p>
<button type="submit">Сохранить карту</button>
<p id="card-done" role="status"></p>
<p class="note">Эмулятор виджета ЮKassa: номер карты остаётся у платёжного сервиса.</p>
</form>
<script>(function () {
  'use strict';
  var accountId = ${inScript(accountId)};
  ${POST}
  ${FORM_SCRIPT}
})();</script>`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Данные карты для выплат</title>
<style>${STYLE}</style></head><body>
${body}
</body></html>`;
}
