import type { SweepTable } from '../../test-support/wrong-user-sweep.js';

/** The catalogue's routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'GET /api/items/:id': { public: 'a listing customers may see is shown to anyone, signed in or not' },
};
