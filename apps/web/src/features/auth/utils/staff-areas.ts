import type { StaffRole } from '../hooks/useStaffLogin';

/** Where each staff area lives and where it signs in (spec §2 retailer, admin and driver routes). */
export const STAFF_AREAS: Record<StaffRole, { base: string; login: string }> = {
  retailer: { base: '/retailer', login: '/retailer/login' },
  driver: { base: '/driver', login: '/driver/login' },
  admin: { base: '/admin', login: '/admin-login' },
};

/** The login page URL that brings the user back to `path` afterwards. */
export function loginUrl(role: StaffRole, path: string): string {
  return `${STAFF_AREAS[role].login}?${new URLSearchParams({ next: path })}`;
}

/**
 * Where to go after signing in: `next` when it is a path inside the area (never another site, never
 * another area, never the login page itself), else the area's start.
 */
export function safeNext(role: StaffRole, next: string | null): string {
  const { base, login } = STAFF_AREAS[role];
  if (!next) return base;
  let url: URL;
  try {
    url = new URL(next, 'http://app.invalid');
  } catch {
    return base;
  }
  const inside = url.pathname === base || url.pathname.startsWith(`${base}/`);
  if (url.origin !== 'http://app.invalid' || !next.startsWith('/') || !inside || url.pathname === login) {
    return base;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
