// Set-up of every component test (vitest.config.ts, the `components` project): Next's navigation
// as a small double, Testing Library's matchers and waits, a signed-in member session, and after each test the
// DOM emptied, `fetch` restored, and any request the test's fake API did not answer or any refusal
// its route's contract does not declare reported.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { takeCurrentFake } from './fake-api';
import { resetNavigation } from './navigation';

vi.mock('next/navigation', async () => (await import('./navigation')).navigationDouble);

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: during the gate these tests share
// two cores with the API suite and the browser tests, and a thread starved for a second made a
// dialog that opens after a 10 ms timer look absent. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetNavigation();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Member calls carry the in-memory access token (product §4); a test starts signed in.
  getBrowserSession().signIn({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  const fake = takeCurrentFake();
  expect(
    { unanswered: fake?.unanswered ?? [], undeclared: fake?.undeclared ?? [] },
    'requests the fake API did not answer, refusals the contracts do not list',
  ).toEqual({ unanswered: [], undeclared: [] });
});
