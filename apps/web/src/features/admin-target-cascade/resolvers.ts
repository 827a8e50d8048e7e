// The target dialog's rule, loaded on first use (decision 0022): the number as typed, checked by the
// contract's own rule — a dealer's target from 1, a share from 0.
import { cascadeShareBody, dealerTargetBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';

export const dealerTargetResolver = zodResolver(z.object({ contracts: typedNumberRule(dealerTargetBody.shape.contracts) }));
export const shareResolver = zodResolver(z.object({ contracts: typedNumberRule(cascadeShareBody.shape.contracts) }));
