'use client';
// /admin/payouts: the payout register for the bank, a CSV for a date range and a status.
import { REGISTER_STATUSES } from '@cabinet/contracts';
import { useId, useState } from 'react';
import { DownloadButton } from '@/components/admin/download-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import adminStyles from '@/components/admin/admin.module.css';
import { Field } from '@/components/field/field';
import { moscowDay } from '@/lib/format';
import { deskRegisterText as t } from '../messages';
import { downloadRegister } from '../queries';

type RegisterStatus = (typeof REGISTER_STATUSES)[number];

export function RegisterScreen() {
  const id = useId();
  const today = moscowDay();
  const [dateFrom, setDateFrom] = useState(`${today.slice(0, 8)}01`);
  const [dateTo, setDateTo] = useState(today);
  const [status, setStatus] = useState<RegisterStatus>('paid');

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <section className="card" aria-label={t.heading}>
        <div className={adminStyles.filters}>
          <Field id={`${id}-from`} label={t.dateFrom}>
            {(control) => (
              <input {...control} className="input" type="date" value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} />
            )}
          </Field>
          <Field id={`${id}-to`} label={t.dateTo}>
            {(control) => (
              <input {...control} className="input" type="date" value={dateTo} onChange={(e) => setDateTo(e.target.value)} />
            )}
          </Field>
          <Field id={`${id}-status`} label={t.status}>
            {(control) => (
              <select {...control} className="input" value={status} onChange={(e) => setStatus(e.target.value as RegisterStatus)}>
                {REGISTER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <p className={adminStyles.pageIntro}>{t.dateHint}</p>
        <DownloadButton
          label={t.download}
          download={() => downloadRegister({ dateFrom, dateTo, status })}
          fileName={`payouts-${status}-${dateFrom}-${dateTo}.csv`}
        />
      </section>
    </>
  );
}
