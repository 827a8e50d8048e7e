// The set-password form's rules: the contract's password rule, and the same password twice.
import { operatorPasswordSchema } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { setPasswordTexts as t } from './texts';

export const setPasswordSchema = z
  .object({ password: operatorPasswordSchema, repeat: z.string() })
  .check(z.refine((v) => v.password === v.repeat, { error: t.mismatch, path: ['repeat'] }));

export const setPasswordResolver = zodResolver(setPasswordSchema);
