import type { MaintenanceSwitchInput } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** The state of maintenance mode (public: answered while it is on, signed in or not). */
export const fetchMaintenance = (signal?: AbortSignal) =>
  call('GET /system/api/v1/maintenance', { token: null, signal });

/** Switches maintenance mode on or off (platform administrators). */
export const switchMaintenance = (body: MaintenanceSwitchInput) =>
  call('PUT /system/api/v1/maintenance', { json: body });
