// The contest's plan before its start (docs/product.md §11.4): the leagues the start would make today
// with their sizes and names, what each league's prizes may cost at worst, and the total against the
// budget in the API's words. Three columns, like the control group's table: it fits a 320 px screen.
import type { ContestPlan } from '@cabinet/contracts/client';
import { Card, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { contestAdminTexts as t } from '../texts';
import styles from './contests.module.css';

/** `teams`: a team contest's plan, whose leagues hold teams (docs/product.md §11.8). */
export function ContestPlanCard({ plan, teams = false }: { plan: ContestPlan; teams?: boolean }) {
  return (
    <Card aria-labelledby="contest-plan">
      <CardTitle as="h2" id="contest-plan">
        {t.planTitle}
      </CardTitle>
      <div className={styles.tableScroll}>
        <table className={styles.figures}>
          <caption>{teams ? t.planCaptionTeams(plan.members) : t.planCaption(plan.members)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.planCols.league}</th>
              <th scope="col">{teams ? t.planTeams : t.planCols.members}</th>
              <th scope="col">{t.planCols.worstCase}</th>
            </tr>
          </thead>
          <tbody>
            {plan.leagues.map((l) => (
              <tr key={l.league}>
                <th scope="row">
                  {l.name} <span className={styles.subline}>{t.band(plan.bands, l.league - 1)}</span>
                </th>
                <td>{l.members}</td>
                <td className="nowrap">{l.worstCase === null ? t.unbounded : formatPoints(l.worstCase)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="contest-plan-summary" className={plan.withinBudget ? undefined : styles.overBudget}>
        <strong>{plan.summary}</strong>
      </p>
    </Card>
  );
}
