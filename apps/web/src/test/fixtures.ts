import type { SessionUser } from '@haflah/contracts';

/** A signed-in customer as GET /api/auth/session answers it. */
export const customerUser: SessionUser = {
  id: 'u1',
  email: 'a@b.c',
  name: 'A',
  phone: null,
  location: null,
  avatarUrl: null,
  role: 'customer',
  createdAt: '2026-11-01T10:00:00.000Z',
};
