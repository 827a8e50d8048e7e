'use client';
// Spec §2: offers the update when /version.json names a newer build; the dialog itself loads then
// (React.lazy: next/dynamic would cost every page more than the dialog it leaves out).
import { lazy, Suspense, useState } from 'react';
import { useNewVersion } from './use-new-version';

const UpdateDialog = lazy(() => import('./update-dialog'));

export function UpdatePrompt() {
  const newer = useNewVersion();
  // Closing it puts the question off until yet another version appears.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = newer ? `${newer.fullVersion}|${newer.buildTime}` : null;
  if (key === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog open={key !== dismissed} onClose={() => setDismissed(key)} />
    </Suspense>
  );
}
