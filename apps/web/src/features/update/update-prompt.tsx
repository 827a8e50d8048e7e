'use client';
// Spec §2: 'Доступна новая версия' with 'Обновить', which reloads the page.
import { useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { update } from '@/lib/messages';
import { reachGoal } from '@/lib/tracking';
import { useNewVersion } from './use-new-version';

export function UpdatePrompt() {
  const newer = useNewVersion();
  // Closing it puts the question off until yet another version appears.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = newer ? `${newer.fullVersion}|${newer.buildTime}` : null;

  return (
    <Modal
      open={key !== null && key !== dismissed}
      onClose={() => setDismissed(key)}
      title={update.title}
      icon={<Icon name="refresh" size={28} />}
      closeButton
    >
      <p>{update.text}</p>
      <button
        type="button"
        className="button button-primary button-block"
        data-autofocus
        onClick={() => {
          reachGoal('app_updated');
          window.location.reload();
        }}
      >
        {update.reload}
      </button>
    </Modal>
  );
}
