// The structure's forms' rules, loaded on first use (decision 0022): the contracts' own bodies and
// their fields' rules, each refusal on its field; a member's phone by the rule of a new member's.
import {
  createMemberBody,
  dealerBody,
  endMembershipBody,
  placeAgentBody,
  renameTeamBody,
  salesPointBody,
  setSupervisorBody,
  teamBody,
} from '@cabinet/contracts';
import { stripNonDigits } from '@cabinet/contracts/client';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  dealerBodyOf,
  pointBodyOf,
  teamBodyOf,
  type DealerFormValues,
  type EndFormValues,
  type PlaceFormValues,
  type PointFormValues,
  type RenameFormValues,
  type SupervisorFormValues,
  type TeamFormValues,
} from './form-values';
import { teamsTexts as t } from './texts';

/** The form's values checked as `toBody` makes them, each issue on the field it names; the values pass as they are. */
function bodyResolver<V extends FieldValues>(schema: z.ZodMiniType, toBody: (values: V) => unknown = (v) => v): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof V & string;
      (errors as Record<string, unknown>)[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

const phoneRule = z.pipe(z.pipe(z.string(), z.transform(stripNonDigits)), createMemberBody.shape.phone);
const teamRule = z.string().check(z.minLength(1, { error: t.chooseTeam }));

export const dealerResolver = bodyResolver<DealerFormValues>(dealerBody, dealerBodyOf);
export const pointResolver = bodyResolver<PointFormValues>(salesPointBody, pointBodyOf);
export const teamResolver = bodyResolver<TeamFormValues>(teamBody, teamBodyOf);
export const renameResolver = bodyResolver<RenameFormValues>(
  z.object({ target: z.string().check(z.minLength(1, { error: t.rename.choose })), name: renameTeamBody.shape.name }),
);
export const placeResolver = bodyResolver<PlaceFormValues>(
  z.object({ phone: phoneRule, teamId: teamRule, from: placeAgentBody.shape.from }),
);
export const endResolver = bodyResolver<EndFormValues>(z.object({ phone: phoneRule, lastDay: endMembershipBody.shape.lastDay }));
export const supervisorResolver = bodyResolver<SupervisorFormValues>(
  z.object({ phone: phoneRule, teamId: teamRule, from: setSupervisorBody.shape.from }),
);

/** The day's bar: the route's own query. */
export { teamStructureQuery as structureQuerySchema } from '@cabinet/contracts';
