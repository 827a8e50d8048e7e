'use client';
// /lk «Налоги»: how the member is paid (individual, самозанятый, ИП), their ИНН and residency, each
// choice explained in plain Russian (decision 0033). The ИНН's check digits are checked in the form
// for a quick answer and by the API on every save. A declared самозанятый or ИП not yet verified is
// told why it does not apply yet (decision 0043): the API's own sentence.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { preloadChunk } from '@/lib/preload-chunk';
import { Card, CardTitle } from '@/components/ui/card';
import { taxTexts as t } from '../texts';
import { taxQueries } from '../queries';
import styles from './tax.module.css';

// Asked for as the page runs, beside the profile (lib/preload-chunk.ts).
const TaxForm = preloadChunk(import('./tax-form')).component((m) => m.TaxForm);

export function TaxSection() {
  const profile = useQuery(taxQueries.profile());
  return (
    <Card className={styles.section} aria-labelledby="tax-title" id="tax">
      <CardTitle as="h2" id="tax-title" className={styles.title}>
        {t.title}
      </CardTitle>
      <p className={styles.intro}>{t.intro}</p>
      {profile.data?.regimeNote ? (
        <p className={styles.regimeNote} role="status" data-testid="tax-regime-note">
          {profile.data.regimeNote}
        </p>
      ) : null}
      {profile.data ? (
        <Suspense fallback={<p role="status">…</p>}>
          <TaxForm profile={profile.data} />
        </Suspense>
      ) : (
        <p role={profile.isError ? 'alert' : 'status'}>{profile.isError ? t.loadError : '…'}</p>
      )}
    </Card>
  );
}
