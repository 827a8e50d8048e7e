'use client';
// Spec §2: offers the update when /version.json names a newer build. The dialog is not in the
// page's first load (React.lazy: next/dynamic would cost every page more than the dialog it leaves
// out), but its code is asked for once the page has loaded and the browser is idle: the dialog is
// needed exactly when a new build has been deployed, and by then the server may no longer have the
// chunks of the build this tab runs.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenLoadedAndIdle } from '@/lib/when-idle';
import { useNewVersion } from './use-new-version';

const updateDialog = lazyWithPreload(() => import('./update-dialog'));

export function UpdatePrompt() {
  const newer = useNewVersion();
  useEffect(() => whenLoadedAndIdle(updateDialog.preload), []);
  // Closing it puts the question off until yet another version appears.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = newer ? `${newer.fullVersion}|${newer.buildTime}` : null;
  if (key === null) return null;
  return (
    <Suspense fallback={null}>
      <updateDialog.Component open={key !== dismissed} onClose={() => setDismissed(key)} />
    </Suspense>
  );
}
