'use client';
// Spec §2: 'Доступна новая версия' with 'Обновить', which reloads the page. Loaded only once a new
// version is there (update-prompt.tsx), so the dialog is not in every page's first load.
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { update } from '@/lib/messages';
import { reachGoal } from '@/lib/tracking';

export default function UpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={update.title} icon={<Icon name="refresh" size={28} />} closeButton>
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
