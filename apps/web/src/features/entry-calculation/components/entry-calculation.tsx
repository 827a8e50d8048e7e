'use client';
// «Как посчитано» of a history line (docs/product.md §11): the contract, the member's place in the
// month and the level that paid, the month's levels with that one marked, the import that brought
// the contract and the disputes of the line; «Оспорить» while none of them is open. A supervisor's
// override line shows the agent, their contract and reward, the percent and the share instead (§11.6).
import { DISPUTE_OPEN_STATUSES, type EntryCalculation as Calculation } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { recordFrame } from '@/components/query-state/record-frame';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate, formatDateTime, formatMonth, formatPercent, formatPoints, formatSignedPoints } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { ButtonLink } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { entryCalculationTexts as t } from '../texts';
import { entryCalculationQuery } from '@/lib/queries/entry-calculation';
import facts from '@/components/facts/facts.module.css';
import styles from './entry-calculation.module.css';

export function EntryCalculation({ id }: { id: number | null }) {
  const query = useQuery({ ...entryCalculationQuery(id ?? 0), enabled: id !== null });
  const frame = recordFrame(query, {
    missing: id === null,
    texts: t,
    backHref: '/balance',
    skeleton: (
      <Card as="div" className={styles.panel} aria-busy="true">
        <Skeleton height={40} width="40%" />
        <Skeleton height={120} />
      </Card>
    ),
  });
  return frame ?? <CalculationCard calc={query.data!} />;
}

export function CalculationCard({ calc }: { calc: Calculation }) {
  const canDispute = !calc.disputes.some((d) => DISPUTE_OPEN_STATUSES.includes(d.status));
  return (
    <Stack>
      <Card className={styles.panel} aria-labelledby="entry-title">
        <div className={styles.head}>
          <h2 id="entry-title" className={styles.title}>
            {calc.title}
          </h2>
          <p className={`${styles.amount} nowrap ${calc.amount >= 0 ? styles.plus : styles.minus}`} data-testid="entry-amount">
            {formatSignedPoints(calc.amount)}
          </p>
        </div>
        {calc.description ? <p className={styles.description}>{calc.description}</p> : null}
        <dl className={`${facts.facts} ${facts.columns} ${facts.wide}`}>
          <div>
            <dt>{t.date}</dt>
            <dd>{formatDateTime(calc.date)}</dd>
          </div>
          {calc.contract ? (
            <>
              <div>
                <dt>{t.contract}</dt>
                <dd className="nowrap">{t.contractNumber(calc.contract.number)}</dd>
              </div>
              <div>
                <dt>{t.client}</dt>
                <dd>{calc.contract.clientName}</dd>
              </div>
              <div>
                <dt>{t.signedOn}</dt>
                <dd>{formatDate(calc.contract.signedOn)}</dd>
              </div>
              <div>
                <dt>{t.tariff}</dt>
                <dd>{calc.contract.tariff ?? t.noTariff}</dd>
              </div>
              <div>
                <dt>{t.status}</dt>
                <dd>
                  {t.statusText[calc.contract.status]}
                  {calc.contract.cancelledAt ? `, ${t.cancelledAt(formatDate(calc.contract.cancelledAt))}` : ''}
                </dd>
              </div>
            </>
          ) : null}
        </dl>
      </Card>

      {calc.tier ? <TierCard tier={calc.tier} /> : null}
      {calc.override ? <OverrideCard override={calc.override} /> : null}

      <Card className={styles.panel} aria-labelledby="entry-origin">
        <h2 id="entry-origin" className={styles.sectionTitle}>
          {calc.override ? t.override.origin : calc.tier || calc.import ? t.import : calc.claim ? t.claim : t.how}
        </h2>
        {calc.override ? (
          <p className={styles.text}>{t.override.originText}</p>
        ) : calc.import ? (
          <p className={styles.text}>{t.importText(calc.import.id, formatDate(calc.import.at))}</p>
        ) : calc.claim ? (
          <p className={styles.text}>{t.byClaim(calc.claim.disputeId)}</p>
        ) : calc.contract ? (
          <p className={styles.text}>{t.noImport}</p>
        ) : (
          <p className={styles.text}>{t.noDetails}</p>
        )}
        {calc.disputes.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t.disputes}</h3>
            <ul className={styles.disputes}>
              {calc.disputes.map((d) => (
                <li key={d.id}>
                  <Link href={`/disputes/${d.id}`}>{t.dispute(d.id, d.status)}</Link>
                  {d.creditedAmount !== null ? <span className="nowrap"> (+{formatPoints(d.creditedAmount)})</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <ButtonRow wrap className={styles.actions}>
          {canDispute ? (
            <ButtonLink href={`/disputes/new?entry=${calc.entryId}`} variant="secondary">
              {t.disputeAction}
            </ButtonLink>
          ) : null}
          <ButtonLink href="/balance" variant="secondary">
            {t.back}
          </ButtonLink>
        </ButtonRow>
      </Card>
    </Stack>
  );
}

function TierCard({ tier }: { tier: NonNullable<Calculation['tier']> }) {
  const month = formatMonth(tier.month);
  return (
    <Card className={styles.panel} aria-labelledby="entry-how">
      <h2 id="entry-how" className={styles.sectionTitle}>
        {t.how}
      </h2>
      <p className={styles.text}>
        {t.place(tier.position, month)}.{' '}
        {tier.minContracts === null ? t.noLevel : `${t.level}: ${t.levelText(tier.minContracts, formatPoints(tier.reward))}.`}
      </p>
      {tier.table.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t.table(month)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.tableFrom}</th>
              <th scope="col">{t.tableReward}</th>
            </tr>
          </thead>
          <tbody>
            {tier.table.map((row) => {
              const applied = row.minContracts === tier.minContracts;
              return (
                <tr
                  key={row.minContracts}
                  className={applied ? styles.applied : undefined}
                  aria-current={applied ? 'true' : undefined}
                >
                  <td>
                    {`от ${row.minContracts}`}
                    {applied ? <span className={styles.mark}> — {t.applied}</span> : null}
                  </td>
                  <td className="nowrap">{formatPoints(row.reward)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}

function OverrideCard({ override: o }: { override: NonNullable<Calculation['override']> }) {
  const [reward, percent, share] = [formatPoints(o.agentReward), formatPercent(o.percent), formatPoints(o.share)];
  return (
    <Card className={styles.panel} aria-labelledby="entry-how">
      <h2 id="entry-how" className={styles.sectionTitle}>
        {t.how}
      </h2>
      <dl className={`${facts.facts} ${facts.columns} ${facts.wide}`}>
        <div>
          <dt>{t.override.agent}</dt>
          <dd>{o.agentName}</dd>
        </div>
        <div>
          <dt>{t.override.team}</dt>
          <dd>{o.teamName}</dd>
        </div>
        <div>
          <dt>{t.override.contract}</dt>
          <dd className="nowrap">{t.override.contractText(o.contractNumber, formatDate(o.signedOn))}</dd>
        </div>
        <div>
          <dt>{t.override.agentReward}</dt>
          <dd className="nowrap">{reward}</dd>
        </div>
        <div>
          <dt>{t.override.percent}</dt>
          <dd className="nowrap">{percent}</dd>
        </div>
        <div>
          <dt>{t.override.share}</dt>
          <dd className="nowrap">{share}</dd>
        </div>
      </dl>
      <p className={styles.text}>{t.override.formula(reward, percent, share)}</p>
      {o.cancelledAt ? <p className={styles.text}>{t.override.cancelled(formatDate(o.cancelledAt))}</p> : null}
    </Card>
  );
}
