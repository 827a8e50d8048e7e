// The new operator form's rules: the contract's own body schema, loaded on first use (decision 0022).
import { createOperatorBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

export const createOperatorResolver = zodResolver(createOperatorBody);
