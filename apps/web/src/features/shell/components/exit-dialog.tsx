'use client';
// The confirmation of 'Выйти' (product §2); loaded by exit-button.tsx when first asked for.
import { useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { shell } from '../texts';
import { reachGoal } from '@/lib/tracking';

export default function ExitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={shell.exitQuestion} icon={<Icon name="exit" size={28} />} closeButton>
      <ButtonRow fill>
        <Button
          type="button"
          variant="primary"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            reachGoal('signed_out');
            void getBrowserSession().logout();
          }}
        >
          {shell.yes}
        </Button>
        <Button type="button" variant="secondary" data-autofocus disabled={leaving} onClick={onClose}>
          {shell.cancel}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
