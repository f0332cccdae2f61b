import { lazy } from 'react';
import { type StringGroup, withStrings } from '../../lib/i18n';

/**
 * A screen loaded on demand, together with the strings it needs (lib/i18n.ts): the groups of the
 * features it composes. scripts/check-i18n.mjs fails when a screen uses a key its groups do not load.
 */
export const screen = (load: Parameters<typeof lazy>[0], ...groups: StringGroup[]) =>
  lazy(withStrings(load, ...groups));

/** A staff area's screen: the sign-in and shell words ('auth') and the staff areas' own ('staff'). */
export const staffScreen = (load: Parameters<typeof lazy>[0]) => screen(load, 'auth', 'staff');

/**
 * A retailer-area screen: the staff words, the shop's own ('shop': the area's menu, the shop's
 * approval, the dashboard and profile) and the screen's groups.
 */
export const retailerScreen = (load: Parameters<typeof lazy>[0], ...groups: StringGroup[]) =>
  screen(load, 'auth', 'staff', 'shop', ...groups);
