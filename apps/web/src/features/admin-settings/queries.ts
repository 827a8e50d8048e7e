import {
  getSettingsRoute,
  getSmsSettingsRoute,
  updateSmsSettingsRoute,
  type SmsSettings,
  updateSettingsRoute,
  type ProgrammeSettings,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

// A weaker setting's request waits at the approvals door (decision 0060): lib/queries/approvals.ts lists
// and decides it, and reads these again when it is decided.
export const settingsQueries = {
  current: () =>
    queryOptions({ queryKey: [...adminQueryRoots.settings], queryFn: ({ signal }) => callApi(getSettingsRoute, { signal }) }),
  /** The sign-in SMS's sender name and template (decision 0035). */
  sms: () =>
    queryOptions({
      queryKey: [...adminQueryRoots.settings, 'sms'],
      queryFn: ({ signal }) => callApi(getSmsSettingsRoute, { signal }),
    }),
};

export const saveSmsSettings = (body: SmsSettings) => callApi(updateSmsSettingsRoute, { body });
export const saveSettings = (body: ProgrammeSettings) => callApi(updateSettingsRoute, { body });
