// Admins managing operators: the list, a new operator, role and access, new passwords and 2FA resets.
import {
  createOperatorRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  updateOperatorRoute,
  type CreateOperatorBody,
  type OperatorRole,
} from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

export const createOperator = (body: CreateOperatorBody) => callApi(createOperatorRoute, { body });
export const updateOperator = (id: string, body: { role?: OperatorRole; disabled?: boolean }) =>
  callApi(updateOperatorRoute, { params: { id }, body });
export const resetPassword = (id: string) => callApi(resetOperatorPasswordRoute, { params: { id } });
export const resetTotp = (id: string) => callApi(resetOperatorTotpRoute, { params: { id } });
