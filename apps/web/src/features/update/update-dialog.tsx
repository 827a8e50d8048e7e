'use client';
// Spec §2: 'Доступна новая версия' with 'Обновить', which reloads the page. Shown once a new version
// is there; its code is not in any page's first load but asked for when the page is idle
// (update-prompt.tsx).
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { Button } from '@/components/ui/button';
import { update } from './texts';
import { reachGoal } from '@/lib/tracking';

export default function UpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={update.title} icon={<Icon name="refresh" size={28} />} closeButton>
      <p>{update.text}</p>
      <Button
        type="button"
        variant="primary"
        block
        data-autofocus
        onClick={() => {
          reachGoal('app_updated');
          window.location.reload();
        }}
      >
        {update.reload}
      </Button>
    </Modal>
  );
}
