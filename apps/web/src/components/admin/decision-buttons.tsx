'use client';
// A request waiting for a second admin (decision 0029): another admin approves or rejects it, its
// maker can only withdraw it. One shape for every request at the approvals door (decision 0060).
interface DecisionButtonsProps {
  /** The request is the signed-in admin's own: withdraw, never approve. */
  mine: boolean;
  busy: boolean;
  /** The approval cannot be given now, for a reason the screen states beside it; rejecting still can. */
  approveBlocked?: boolean;
  decide: (approve: boolean) => void;
  texts: { approve: string; reject: string; withdraw: string };
  /** Buttons in a table row read as links; beside a text, as buttons. */
  look: 'link' | 'button';
  className?: string;
}

export function DecisionButtons({ mine, busy, approveBlocked = false, decide, texts, look, className }: DecisionButtonsProps) {
  const [approve, reject] = look === 'link' ? ['button-link', 'button-link'] : ['button-primary', 'button-secondary'];
  return (
    <span className={className}>
      {mine ? null : (
        <button type="button" className={`button ${approve}`} disabled={busy || approveBlocked} onClick={() => decide(true)}>
          {texts.approve}
        </button>
      )}
      <button type="button" className={`button ${reject}`} disabled={busy} onClick={() => decide(false)}>
        {mine ? texts.withdraw : texts.reject}
      </button>
    </span>
  );
}
