import type { lazy } from 'react';
import type { StringGroup } from '../../../lib/i18n';
import { screen } from '../screen';

/**
 * An admin-area screen: the staff words, the admin's own ('admin': the area's menu, the dashboard, the
 * pending retailers) and the screen's groups. It lives in the area's own chunk rather than beside the
 * other areas' helpers in ../screen.ts, which is in Home's entry: there it cost Home 56 bytes.
 */
export const adminScreen = (load: Parameters<typeof lazy>[0], ...groups: StringGroup[]) =>
  screen(load, 'auth', 'staff', 'admin', ...groups);
