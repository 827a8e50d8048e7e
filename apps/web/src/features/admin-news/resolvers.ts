// The news editor's rules, loaded on first use (decision 0022): the contract's draft body, and the
// time of a schedule as typed (Moscow time), as the API takes it.
import { newsDraftBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { moscowInputToIso } from '@/lib/moscow-input';
import { newsAdminTexts as t } from './texts';

export const draftResolver = zodResolver(newsDraftBody);

const scheduleForm = z.pipe(
  z.object({ when: z.string() }),
  z.transform(({ when }, ctx) => {
    const at = moscowInputToIso(when);
    if (!at) ctx.issues.push({ code: 'custom', message: t.pickTime, input: when, path: ['when'] });
    return { at: at ?? '' };
  }),
);

export const scheduleResolver = zodResolver(scheduleForm);
