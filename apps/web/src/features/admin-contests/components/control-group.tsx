// A settled contest's control group (docs/product.md §11.3): the contracts per member per week of
// both groups before and during the contest, and whether the difference of differences says the
// contest lifted sales, in words an operator can repeat. Three columns, the group's size under its
// name: the table fits a 320 px screen.
import type { ControlGroupResult } from '@cabinet/contracts/client';
import { Card, CardTitle } from '@/components/ui/card';
import { contestAdminTexts as t } from '../texts';
import styles from './contests.module.css';

export function ControlGroup({ result }: { result: ControlGroupResult }) {
  const rows = [
    { key: 'contest', name: t.controlGroups.contest, side: result.contest },
    { key: 'control', name: t.controlGroups.control, side: result.control },
  ];
  return (
    <Card aria-labelledby="contest-control-group">
      <CardTitle as="h2" id="contest-control-group">
        {t.controlGroupTitle}
      </CardTitle>
      <div className={styles.tableScroll}>
        <table className={styles.figures}>
          <caption>{t.controlGroupCaption(result.weeksBefore)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.controlGroupCols.group}</th>
              <th scope="col">{t.controlGroupCols.before}</th>
              <th scope="col">{t.controlGroupCols.during}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  {r.name} <span className={styles.subline}>{t.groupSize(r.side.members)}</span>
                </th>
                <td>{t.rate(r.side.before)}</td>
                <td>{t.rate(r.side.during)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="control-group-effect">
        <strong>{t.controlGroupEffect(result)}</strong>
      </p>
      <p className={styles.note}>{t.controlGroupMethod}</p>
    </Card>
  );
}
