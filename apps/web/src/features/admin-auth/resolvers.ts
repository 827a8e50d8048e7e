// The step-up form's rules: the contract's own body schema (decision 0029), loaded on first use.
import { totpSetupBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

export const totpStepUpResolver = zodResolver(totpSetupBody);
