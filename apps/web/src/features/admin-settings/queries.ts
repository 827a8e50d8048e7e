import {
  approveSettingsChangeRoute,
  getSettingsRoute,
  getSmsSettingsRoute,
  updateSmsSettingsRoute,
  type SmsSettings,
  listSettingsChangesRoute,
  rejectSettingsChangeRoute,
  updateSettingsRoute,
  type ProgrammeSettings,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const settingsQueries = {
  current: () =>
    queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => callApi(getSettingsRoute, { signal }) }),
  /** Changes that weaken a control, waiting for a second admin (decision 0029). */
  pending: () =>
    queryOptions({
      queryKey: ['admin', 'settings', 'changes'],
      queryFn: ({ signal }) => callApi(listSettingsChangesRoute, { signal }),
    }),
  /** The sign-in SMS's sender name and template (decision 0035). */
  sms: () =>
    queryOptions({ queryKey: ['admin', 'settings', 'sms'], queryFn: ({ signal }) => callApi(getSmsSettingsRoute, { signal }) }),
};

export const saveSmsSettings = (body: SmsSettings) => callApi(updateSmsSettingsRoute, { body });
export const saveSettings = (body: ProgrammeSettings) => callApi(updateSettingsRoute, { body });
export const approveSettingsChange = (id: number) => callApi(approveSettingsChangeRoute, { params: { id } });
export const rejectSettingsChange = (id: number) => callApi(rejectSettingsChangeRoute, { params: { id } });
