'use client';
// «Перевести заявки на новый способ» (decision 0061): a switch of the rail decides new orders only, and
// the orders waiting keep the rail they were made with. Here an admin reads those the rail in force
// can pay — how many and their sum — and the ones that stay, and moves the first after a confirmation
// that names them; the count and sum go with the move, so orders that changed meanwhile are refused.
import type { PayoutRailMove } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError } from '@/components/form-actions/form-actions';
import { Button } from '@/components/ui/button';
import { railMoveTexts as t } from '../texts';
import { moveOrdersToRail, payoutQueries } from '../queries';
import styles from './payouts.module.css';

export function RailMove() {
  const waiting = useQuery(payoutQueries.railMove());
  // Nothing waits elsewhere (or it could not be read): the card says nothing more.
  if (!waiting.data) return waiting.isError ? <p>{t.loadError}</p> : null;
  return <MoveOrders found={waiting.data} />;
}

function MoveOrders({ found }: { found: PayoutRailMove }) {
  const [asking, setAsking] = useState(false);
  const move = useAdminAction({
    mutationFn: () => moveOrdersToRail({ confirmedOrders: found.orders, confirmedAmount: found.amount }),
    invalidates: [payoutQueries.railMove().queryKey],
  });
  const done = move.isSuccess ? move.data : null;
  if (found.orders === 0 && found.staying.length === 0 && !done && !move.refusal) return null;
  return (
    <section className={styles.following} aria-label={t.heading}>
      <h3>{t.heading}</h3>
      {done ? <Notice tone="good">{t.moved(done.moved, done.amount)}</Notice> : null}
      <FormError message={move.refusal} />
      {found.orders > 0 ? <p>{t.movable(found.orders, found.amount, found.rail)}</p> : null}
      {found.staying.length > 0 ? (
        <>
          <p>{t.stayingHeading(found.staying.length)}</p>
          <ul>
            {found.staying.map((o) => (
              <li key={o.id}>{t.staying(o.id, o.amount, o.destination, o.rail)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {found.orders > 0 ? (
        <Button type="button" variant="secondary" disabled={move.isPending} onClick={() => setAsking(true)}>
          {t.move}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle(found.orders, found.amount, found.rail)}
        text={t.confirmText}
        confirmLabel={t.confirm}
        onConfirm={() => {
          setAsking(false);
          move.mutate();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
