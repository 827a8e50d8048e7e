'use client';
// A request waiting for a second admin (decision 0029): another admin approves or rejects it, its
// maker can only withdraw it. One shape for every request at the approvals door (decision 0060).
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';

interface DecisionButtonsProps {
  /** The request is the signed-in admin's own: withdraw, never approve. */
  mine: boolean;
  busy: boolean;
  /** The approval cannot be given now, for a reason the screen states beside it; rejecting still can. */
  approveBlocked?: boolean;
  decide: (approve: boolean) => void;
  texts: { approve: string; reject: string; withdraw: string };
  /** Buttons in a table row read as links, small, in a span of `className`; beside a text, as a row of buttons. */
  look: 'link' | 'button';
  className?: string;
}

export function DecisionButtons({ mine, busy, approveBlocked = false, decide, texts, look, className }: DecisionButtonsProps) {
  const inRow = look === 'link';
  const buttons = (
    <>
      {mine ? null : (
        <Button
          type="button"
          variant={inRow ? 'link' : 'primary'}
          size={inRow ? 'small' : 'default'}
          disabled={busy || approveBlocked}
          onClick={() => decide(true)}
        >
          {texts.approve}
        </Button>
      )}
      <Button
        type="button"
        variant={inRow ? 'link' : 'secondary'}
        size={inRow ? 'small' : 'default'}
        disabled={busy}
        onClick={() => decide(false)}
      >
        {mine ? texts.withdraw : texts.reject}
      </Button>
    </>
  );
  return inRow ? <span className={className}>{buttons}</span> : <ButtonRow className={className}>{buttons}</ButtonRow>;
}
