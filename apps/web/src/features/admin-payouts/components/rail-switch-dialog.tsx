'use client';
// The confirmation of a switch of the payout rail (decision 0057): before it applies, the admin reads
// what it leaves unusable — the self-employed without the new rail's method, the cards and accounts it
// stops using — the orders that keep their rail (decision 0061), and how many members are told;
// confirming sends that number with the switch, so a count that changed meanwhile is refused rather
// than applied unseen.
import type { PayoutRailImpact } from '@cabinet/contracts/client';
import { Modal } from '@/components/modal/modal';
import { adminCommon } from '@/components/admin/texts';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { payoutRailTexts } from '../texts';

const t = payoutRailTexts.confirm;

export function RailSwitchDialog({
  open,
  impact,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The impact read for the rail chosen (kept while the dialog closes). */
  impact: PayoutRailImpact | null;
  busy: boolean;
  onConfirm: (impact: PayoutRailImpact) => void;
  onCancel: () => void;
}) {
  const lines = impact
    ? [
        impact.withoutMethod > 0 ? t.withoutMethod(impact.withoutMethod, impact.method) : null,
        impact.orders > 0 ? t.orders(impact.orders, impact.ordersAmount, impact.movable) : null,
        impact.cards > 0 ? t.cards(impact.cards, impact.cardMembers) : null,
        impact.accounts > 0 ? t.accounts(impact.accounts) : null,
      ].filter((line): line is string => line !== null)
    : [];
  return (
    <Modal open={open && impact !== null} onClose={onCancel} title={impact ? t.title(impact.to) : undefined}>
      {impact ? (
        <>
          {lines.length > 0 ? (
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p>{impact.members > 0 ? t.members(impact.members) : lines.length > 0 ? t.nobodyTold : t.untouched}</p>
          <ButtonRow>
            <Button
              type="button"
              variant="primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => onConfirm(impact)}
            >
              {impact.members > 0 ? t.applyAndTell : t.apply}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {adminCommon.cancel}
            </Button>
          </ButtonRow>
        </>
      ) : null}
    </Modal>
  );
}
