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
