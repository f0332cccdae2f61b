import type { Role } from '@haflah/contracts';

export type StaffRole = Exclude<Role, 'customer'>;

/**
 * Where each staff area lives, where it signs in, and where it signs up (spec §2 retailer, admin and
 * driver routes: retailers and drivers register themselves; admins are made by the operator).
 */
export const STAFF_AREAS: Record<StaffRole, { base: string; login: string; register?: string }> = {
  retailer: {
    base: '/retailer',
    login: '/retailer/login',
    register: '/retailer/register',
  },
  driver: { base: '/driver', login: '/driver/login', register: '/driver/register' },
  admin: { base: '/admin', login: '/admin-login' },
};

/** Where a new retailer or driver lands after signing up. */
export const STAFF_DASHBOARDS = {
  retailer: '/retailer/dashboard',
  driver: '/driver/dashboard',
} as const;

/** The login page URL that brings the user back to `path` afterwards. */
export function loginUrl(role: StaffRole, path: string): string {
  return `${STAFF_AREAS[role].login}?${new URLSearchParams({ next: path })}`;
}

/**
 * Where to go after signing in: `next` when it is a path inside the area (never another site, never
 * another area, never its sign-in or sign-up page), else the area's start.
 */
export function safeNext(role: StaffRole, next: string | null): string {
  const { base, login, register } = STAFF_AREAS[role];
  if (!next) return base;
  let url: URL;
  try {
    url = new URL(next, 'http://app.invalid');
  } catch {
    return base;
  }
  const inside = url.pathname === base || url.pathname.startsWith(`${base}/`);
  const publicPage = url.pathname === login || url.pathname === register;
  if (url.origin !== 'http://app.invalid' || !next.startsWith('/') || !inside || publicPage) {
    return base;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
