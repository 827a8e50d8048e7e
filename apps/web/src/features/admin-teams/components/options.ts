// The structure's choices in the forms' selects: its dealers, points of sale and teams, read from the
// tree the page shows, with «Выберите…» first.
import type { TeamStructure } from '@cabinet/contracts/client';
import { teamsTexts as t } from '../texts';

export interface Option {
  value: string;
  label: string;
}

const first = (options: Option[]): Option[] => [{ value: '', label: t.choose }, ...options];

export const dealerOptions = (s: TeamStructure) => first(s.dealers.map((d) => ({ value: d.id, label: d.name })));

export const pointOptions = (s: TeamStructure) =>
  first(s.dealers.flatMap((d) => d.points.map((p) => ({ value: p.id, label: `${p.name} (${d.name})` }))));

export const teamOptions = (s: TeamStructure) =>
  first(
    s.dealers.flatMap((d) =>
      d.points.flatMap((p) => p.teams.map((team) => ({ value: team.id, label: t.teamOption(d.name, p.name, team.name) }))),
    ),
  );

/** A team's name by its id, for the answers' words. */
export const teamName = (s: TeamStructure, id: string) =>
  s.dealers.flatMap((d) => d.points.flatMap((p) => p.teams)).find((team) => team.id === id)?.name ?? '';

/** What may be renamed: every dealer, point and team, as `kind:id`. */
export const renameOptions = (s: TeamStructure) =>
  first(
    s.dealers.flatMap((d) => [
      { value: `dealer:${d.id}`, label: t.rename.dealer(d.name) },
      ...d.points.flatMap((p) => [
        { value: `point:${p.id}`, label: t.rename.point(d.name, p.name) },
        ...p.teams.map((team) => ({ value: `team:${team.id}`, label: t.rename.team(p.name, team.name) })),
      ]),
    ]),
  );
