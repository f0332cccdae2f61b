import type { lazy } from 'react';
import type { StringGroup } from '../../../lib/i18n';
import { screen } from '../screen';

/**
 * A driver-area screen: the staff words, the driver's own ('driver': the area's menu, the dashboard,
 * the deliveries, the settings and its errors) and the screen's groups. It lives in the area's own
 * chunk, not in ../screen.ts (in Home's entry).
 */
export const driverScreen = (load: Parameters<typeof lazy>[0], ...groups: StringGroup[]) =>
  screen(load, 'auth', 'staff', 'driver', ...groups);
