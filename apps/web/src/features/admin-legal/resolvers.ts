// The publication's rules, loaded on first use (decision 0022): the contract's body.
import { publishLegalBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

export const publishResolver = zodResolver(publishLegalBody);
