import { getSettingsRoute, updateSettingsRoute, type ProgrammeSettings } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const settingsQueries = {
  current: () =>
    queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => callApi(getSettingsRoute, { signal }) }),
};

export const saveSettings = (body: ProgrammeSettings) => callApi(updateSettingsRoute, { body });
