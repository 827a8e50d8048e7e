'use client';
import type { VersionFile } from '@cabinet/contracts/client';
import { useEffect, useState } from 'react';
import { checkVersionFile } from '@/lib/api-client/answer-shapes';
import { VERSION_POLL_MS } from '@/lib/constants';
import { whenIdle } from '@/lib/when-idle';
import { hasNewVersion } from './version-check';

async function readVersionFile(): Promise<VersionFile | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store' });
    if (!res.ok) return null;
    return checkVersionFile(await res.json());
  } catch {
    return null; // offline or mid-deploy: try again at the next poll
  }
}

/**
 * Polls /version.json every 60 s without cache (product §4) and returns the newer version once one
 * differs from the first read, null until then.
 */
export function useNewVersion(): VersionFile | null {
  const [newer, setNewer] = useState<VersionFile | null>(null);

  useEffect(() => {
    let first: VersionFile | null = null;
    let stopped = false;
    const check = async () => {
      const latest = await readVersionFile();
      if (stopped || !latest) return;
      if (!first) first = latest;
      else if (hasNewVersion(first, latest)) setNewer(latest);
    };
    // The first read waits until the page is idle: it only sets what later reads compare with, and its
    // request is no part of the page's hydration (docs/performance.md: blocking time).
    const cancelFirst = whenIdle(() => void check());
    const timer = setInterval(() => void check(), VERSION_POLL_MS);
    return () => {
      stopped = true;
      cancelFirst();
      clearInterval(timer);
    };
  }, []);

  return newer;
}
