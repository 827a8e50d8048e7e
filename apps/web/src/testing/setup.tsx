// Set-up of every component test (vitest.config.ts, the `components` project): Next's navigation
// as a small double, Testing Library's matchers, a signed-in member session, and after each test the
// DOM emptied, `fetch` restored, and any request the test's fake API did not answer or any refusal
// its route's contract does not declare reported.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { takeCurrentFake } from './fake-api';
import { resetNavigation } from './navigation';

vi.mock('next/navigation', async () => (await import('./navigation')).navigationDouble);

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
