// Test data for the offers screens (used only by tests): answers as the API gives them.
import type { PromoCode, ShopOffer } from '@haflah/contracts';

export const offerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const codeId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function offer(n: number, over: Partial<ShopOffer> = {}): ShopOffer {
  return {
    id: offerId(n),
    percent: 30,
    capFils: 20_000,
    minOrderFils: null,
    firstOrderOnly: false,
    startsAt: '2026-11-20T09:00:00.000Z',
    endsAt: '2026-12-20T09:00:00.000Z',
    state: 'running',
    createdAt: '2026-11-19T09:00:00.000Z',
    ...over,
  };
}

export function promoCode(n: number, over: Partial<PromoCode> = {}): PromoCode {
  return {
    id: codeId(n),
    code: `SAVE${n}`,
    percent: 10,
    capFils: 5_000,
    minOrderFils: null,
    firstOrderOnly: false,
    startsAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-31T20:59:00.000Z',
    usageLimit: null,
    usedCount: 0,
    disabledAt: null,
    state: 'active',
    createdAt: '2026-11-19T09:00:00.000Z',
    ...over,
  };
}

/** A refusal as the API answers it, with its issues and details. */
export const refusal = (
  status: number,
  code: string,
  extra: { details?: Record<string, unknown>; issues?: { path: string; message: string }[] } = {},
) => ({ status, body: { error: { code, message: code, ...extra } } });
