import type { SweepTable } from '../../test-support/wrong-user-sweep.js';

/**
 * The drivers' routes with an id in the wrong-user sweep (ADR 009, ADR 017). The driver's own record
 * (/api/driver/me) has no id in the URL: it is always the caller's own.
 */
export const sweep: SweepTable = {
  'PATCH /api/admin/drivers/:id': {
    onlyRole: 'admin',
    why: 'an admin changes any driver (active, max orders); every other role is refused the admin area',
  },
};
