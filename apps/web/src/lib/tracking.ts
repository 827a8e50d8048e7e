'use client';
// The advertising counter of product §7 (Yandex Metrika): goals with events, the member's id and the
// pages' web vitals.
// Every call is a no-op unless YM_COUNTER_ID is set and its script has loaded.
import { USER_ID_KEY } from './constants';

type Ym = (counter: number, method: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    ym?: Ym;
  }
}

let counter: number | null = null;

/** Set once from the server's configuration (the root layout passes it down). */
export function setTrackingCounter(id: string | null): void {
  counter = id ? Number(id) : null;
}

type Goal = 'code_requested' | 'signed_in' | 'signed_out' | 'app_updated';

/** Calls the counter's method; nothing without a counter set and its script loaded. */
function ym(method: string, ...args: unknown[]): void {
  if (counter === null || typeof window === 'undefined' || !window.ym) return;
  window.ym(counter, method, ...args);
}

export function reachGoal(goal: Goal, params?: Record<string, unknown>): void {
  ym('reachGoal', goal, params);
}

/** Visit parameters: a tree whose numeric leaves Metrika's reports sum and average (the pages' web vitals). */
export function sendVisitParams(params: Record<string, unknown>): void {
  ym('params', params);
}

function trackUserId(userId: string): void {
  ym('setUserID', userId);
  ym('userParams', { UserID: userId });
}

/**
 * Spec §3/§4: the balance call's userId is kept in sessionStorage under `userId` and passed to the
 * tracking helper once, the first time it is stored.
 */
export function rememberUserId(userId: string, storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage): void {
  try {
    if (storage.getItem(USER_ID_KEY)) return;
    storage.setItem(USER_ID_KEY, userId);
  } catch {
    return; // storage disabled: nothing is remembered, nothing is sent twice either
  }
  trackUserId(userId);
}

/**
 * Clears the stored `userId` (at sign-out and sign-in): otherwise the next member signing in on the
 * same tab would find one stored and never be passed to the tracking helper.
 */
export function forgetUserId(storage: Pick<Storage, 'removeItem'> | null = safeSessionStorage()): void {
  try {
    storage?.removeItem(USER_ID_KEY);
  } catch {
    // storage disabled: nothing was stored
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
