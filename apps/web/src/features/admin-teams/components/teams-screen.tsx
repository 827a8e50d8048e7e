'use client';
// /admin/teams «Структура: дилеры и команды» (every operator reads, admins change; decision 0065):
// dealers → points of sale → teams on a Moscow day kept in the URL (`?on=2026-12-01`, today without
// it), each team with its supervisor or «нет руководителя», a supervisor's change waiting for a
// second admin with its link to «На подтверждении», and its agents on the day. Below the tree, for
// admins only, the forms of the structure and of its people, and the upload of a whole structure file.
import type { TeamStructure } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { Chip, DataTable, type Column } from '@/components/admin/data-table';
import { FilterBar } from '@/components/admin/list-page/filter-bar';
import type { ListValues } from '@/components/admin/list-page/list-query';
import { AdminPageHeader } from '@/components/admin/page-header';
import { adminTitles } from '@/components/admin/texts';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { formatDate } from '@/lib/format';
import { lazyModule } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { dayOf } from '../day';
import { teamQueries } from '../queries';
import { teamsTexts as t } from '../texts';
import { MemberForms } from './member-forms';
import { StructureFileForm } from './structure-file-form';
import { StructureForms } from './structure-forms';
import styles from './teams.module.css';

/** The route's query schema, loaded when the day's bar is first checked (decision 0022). */
const daySchema = lazyModule(() => import('../resolvers').then((m) => m.structureQuerySchema));

type Dealer = TeamStructure['dealers'][number];
type Point = Dealer['points'][number];
type TeamRow = Point['teams'][number];

const columns: Column<TeamRow>[] = [
  { key: 'team', header: t.columns.team, cell: (team) => <strong>{team.name}</strong> },
  {
    key: 'supervisor',
    header: t.columns.supervisor,
    cell: (team) => (
      <span className={adminStyles.cellLines}>
        {team.supervisor ? (
          <>
            <Link href={`/admin/members/${team.supervisor.memberId}`}>{team.supervisor.fullName}</Link>
            <span className={adminStyles.cellNote}>{t.supervisorSince(formatDate(team.supervisor.from))}</span>
          </>
        ) : (
          <span className={adminStyles.cellNote}>{t.noSupervisor}</span>
        )}
        {team.pendingSupervisor ? (
          <>
            <Chip tone="warn">{t.pending}</Chip>
            <span className={adminStyles.cellNote}>{team.pendingSupervisor.summary}</span>
            <Link href="/admin/approvals">{t.toApprovals}</Link>
          </>
        ) : null}
      </span>
    ),
  },
  { key: 'agents', header: t.columns.agents, align: 'end', cell: (team) => team.agents },
];

function PointTeams({ point }: { point: Point }) {
  return (
    <section className={styles.point} aria-labelledby={`point-${point.id}`}>
      <h4 id={`point-${point.id}`} className={styles.pointName}>
        {point.name}
      </h4>
      {point.address ? <p className={adminStyles.cellNote}>{point.address}</p> : null}
      {point.teams.length === 0 ? (
        <p className={adminStyles.cellNote}>{t.noTeams}</p>
      ) : (
        <DataTable
          caption={t.caption(point.name)}
          columns={columns}
          rows={point.teams}
          rowKey={(team) => team.id}
          minWidth={560}
        />
      )}
    </section>
  );
}

function DealerTree({ dealer }: { dealer: Dealer }) {
  return (
    <section className={styles.dealer} aria-labelledby={`dealer-${dealer.id}`}>
      <h3 id={`dealer-${dealer.id}`} className={styles.dealerName}>
        {dealer.name}
        {dealer.inn ? <span className={`${adminStyles.cellNote} ${styles.inn}`}>{t.inn(dealer.inn)}</span> : null}
      </h3>
      {dealer.points.length === 0 ? (
        <p className={adminStyles.cellNote}>{t.noPoints}</p>
      ) : (
        dealer.points.map((point) => <PointTeams key={point.id} point={point} />)
      )}
    </section>
  );
}

export function TeamsScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [, startMoving] = useTransition();
  const on = dayOf(params.get('on'));
  const structure = useQuery(teamQueries.structure(on));
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const shownDay = structure.data?.on ?? on;

  const go = (values: ListValues) => {
    const day = values.on?.trim() ?? '';
    startMoving(() => router.push(day ? `${pathname}?on=${day}` : pathname, { scroll: false }));
  };

  return (
    <>
      <AdminPageHeader title={adminTitles.teams} intro={t.intro} />
      <Stack>
        <Card aria-labelledby="teams-tree-heading" className={adminStyles.list}>
          <CardTitle as="h2" id="teams-tree-heading">
            {shownDay ? t.treeHeading(formatDate(shownDay)) : adminTitles.teams}
          </CardTitle>
          <FilterBar
            list={{ values: { on: shownDay }, apply: go, reset: () => go({}) }}
            schema={daySchema}
            fields={[{ name: 'on', label: t.day, kind: 'date', hint: t.dayHint }]}
          />
          <QueryState
            query={structure}
            skeleton={<SkeletonRows count={3} height={56} />}
            errorText={t.loadError}
            empty={structure.data?.dealers.length === 0 && { title: isAdmin ? t.emptyAdmin : t.empty }}
          >
            {structure.data?.dealers.map((dealer) => (
              <DealerTree key={dealer.id} dealer={dealer} />
            ))}
          </QueryState>
        </Card>
        {isAdmin && structure.data ? (
          <>
            <StructureForms structure={structure.data} />
            <MemberForms structure={structure.data} />
            <StructureFileForm />
          </>
        ) : null}
      </Stack>
    </>
  );
}
