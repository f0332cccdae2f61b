import type { SweepTable } from '../../test-support/wrong-user-sweep.js';

/**
 * The shops' routes with an id in the wrong-user sweep (ADR 009, ADR 017). The retailer's own shop
 * (/api/retailer/shop, its logo and pause) has no id in the URL: it is always the caller's own
 * (shops.profile.test.ts holds that another retailer's calls leave a shop unchanged).
 */
export const sweep: SweepTable = {
  'POST /api/admin/shops/:id/approve': {
    onlyRole: 'admin',
    why: 'an admin decides any shop; every other role is refused the admin area',
  },
  'POST /api/admin/shops/:id/reject': {
    onlyRole: 'admin',
    why: 'an admin decides any shop; every other role is refused the admin area',
  },
  'POST /api/admin/shops/:id/suspend': {
    onlyRole: 'admin',
    why: 'an admin suspends any shop; every other role is refused the admin area',
  },
  'POST /api/admin/shops/:id/reinstate': {
    onlyRole: 'admin',
    why: 'an admin reinstates any shop; every other role is refused the admin area',
  },
  'GET /api/admin/shops/:id': {
    onlyRole: 'admin',
    why: "an admin reads any shop's details; every other role is refused the admin area",
  },
};
