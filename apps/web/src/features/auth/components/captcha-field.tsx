'use client';
// The self-hosted proof-of-work captcha (ALTCHA, product §4): it solves itself, in Russian, without
// a click. The CSP-friendly `altcha/external` build brings neither its styles nor its worker: the
// stylesheet is imported here and the SHA worker is served from /vendor. Its Russian strings are
// ours (features/auth/texts.ts `captcha`), and its own error bubble is hidden: a failure is told
// once, by the form (login.module.css).
//
// The widget's script (29 kB gzip, a Svelte runtime) is fetched and run at the member's first input
// on the page, as ALTCHA's own `auto="onfocus"` starts its work when the form is first touched:
// until then a facade in the widget's markup and styles stands in its place. Evaluated during the
// page's load it was a quarter of /login's main-thread work after the first paint (decision 0024).
// Typing the ten digits of a number takes longer than the proof of work, which runs in a worker.
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { captchaChallengeRoute } from '@cabinet/contracts/client';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { lazyModule } from '@/lib/lazy-resolver';
import { captcha as captchaStrings } from '../texts';
import { CaptchaFailedError } from '../step-error';
import styles from './login.module.css';

export interface CaptchaHandle {
  /**
   * A solved payload, waiting for the solution when it is still being computed. A payload is good
   * for one call: taking it starts solving the next challenge at once.
   */
  takePayload(): Promise<string>;
}

const WORKER_URL = '/vendor/altcha-sha-worker.js';
const CHALLENGE_URL = captchaChallengeRoute.path;
/** The widget gives up after its own timeout (90 s); a waiting form should not wait longer. */
const WAIT_LIMIT_MS = 95_000;
/** What a member does first on the sign-in page: taps, types, pastes or has the browser fill in. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;

let loaded = false;
let started = false;

// The widget, once per page: the custom element, its Russian strings and the SHA worker. A failed
// load (the network gone for a moment) is tried again by the next call.
const altcha = lazyModule(async () => {
  await import('altcha/external');
  globalThis.$altcha.i18n.set('ru', { ...captchaStrings });
  globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(WORKER_URL));
  loaded = true;
});

function loadAltcha(): Promise<void> {
  started = true;
  return altcha.get();
}

/**
 * A field already holds text when the form mounts: the member typed it before the page's scripts
 * ran (kept, decision 0025; on a slow phone the scripts come after the first paint, decision 0038). That
 * was the first input, which no listener heard.
 */
function typedBeforeScripts(): boolean {
  return Array.from(document.querySelectorAll<HTMLInputElement>('input[type=tel], input[type=text]')).some(
    (input) => input.value !== '',
  );
}

/** Loads the widget at the first input on the page (once; later calls wait for the same load). */
function loadAtFirstInput(): Promise<void> {
  if (started || typedBeforeScripts()) return loadAltcha();
  return new Promise<void>((resolve, reject) => {
    const start = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, start, true);
      loadAltcha().then(resolve, reject);
    };
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  });
}

interface Waiter {
  resolve: (payload: string) => void;
  reject: (err: Error) => void;
}

interface CaptchaFieldProps {
  ref: Ref<CaptchaHandle>;
  /** The widget could not get or solve a challenge: the form says so (once, in its own words). */
  onFailure?: () => void;
}

export function CaptchaField({ ref, onFailure }: CaptchaFieldProps) {
  const [ready, setReady] = useState(loaded);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const payload = useRef<string | null>(null);
  const waiters = useRef<Waiter[]>([]);
  const failure = useRef(onFailure);
  /** Every form waiting for a solution is told it failed. */
  const failWaiters = () => {
    const pending = waiters.current;
    waiters.current = [];
    pending.forEach((w) => w.reject(new CaptchaFailedError()));
  };
  useEffect(() => {
    failure.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    let active = true;
    loadAtFirstInput().then(
      () => {
        if (active) setReady(true);
      },
      () => undefined, // tried again when the form asks for the solution
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verified' && detail.payload) {
        const waiting = waiters.current.shift();
        if (waiting) {
          waiting.resolve(detail.payload);
          resolveNext(element);
        } else {
          payload.current = detail.payload;
        }
      } else if (detail.state === 'expired') {
        // A challenge lives ten minutes; a member who lingered gets a fresh one silently.
        payload.current = null;
        void element.verify();
      } else if (detail.state === 'error') {
        payload.current = null;
        if (waiters.current.length > 0) failWaiters();
        else failure.current?.();
      }
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  useImperativeHandle(
    ref,
    () => ({
      takePayload() {
        // A form submitted before any input the page saw (a script, an assistive tool) starts it, and
        // a load that failed is tried again; should it fail now, the form is told at once.
        if (!loaded) {
          loadAltcha().then(() => setReady(true), failWaiters);
        }
        const element = widget.current;
        const solved = payload.current;
        if (solved && element) {
          payload.current = null;
          resolveNext(element);
          return Promise.resolve(solved);
        }
        return new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new CaptchaFailedError()), WAIT_LIMIT_MS);
          waiters.current.push({
            resolve: (p) => {
              clearTimeout(timer);
              resolve(p);
            },
            reject: (e) => {
              clearTimeout(timer);
              reject(e);
            },
          });
          // After an error the widget waits for a click; a member pressing the button is one.
          if (element && element.getState() !== 'verifying') {
            element.reset();
            void element.verify();
          }
        });
      },
    }),
    [],
  );

  return (
    <div className={styles.captcha}>
      {ready ? (
        <altcha-widget
          ref={(el: HTMLElement | null) => {
            widget.current = el as AltchaWidgetElement | null;
          }}
          challenge={CHALLENGE_URL}
          auto="onload"
          language="ru"
          name="captcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, workers: 1 })}
        />
      ) : (
        <CaptchaFacade />
      )}
    </div>
  );
}

/**
 * The widget as it looks before its work starts (its own classes, from altcha.css): what the member
 * sees until the first input, so the box does not change its size when the widget takes its place.
 */
function CaptchaFacade() {
  const id = useId();
  return (
    <div className="altcha" data-state="unverified" data-display="standard" data-visible="true">
      <div className="altcha-main">
        <div>
          <div className="altcha-checkbox-wrap">
            {/* Pressing it is an input: the widget loads and checks; the box is never ticked by hand. */}
            <div className="altcha-checkbox" data-loading="false">
              <input type="checkbox" id={id} checked={false} readOnly />
            </div>
            <label htmlFor={id}>{captchaStrings.label}</label>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The payload was used: start on the next challenge so it is ready for the next call. */
function resolveNext(element: AltchaWidgetElement): void {
  setTimeout(() => {
    element.reset();
    void element.verify();
  }, 0);
}
