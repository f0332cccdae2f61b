import type { AuditEntry } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { actorText, changesOf, targetPath, targetText, valueText } from './audit-text';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  at: '2026-11-26T06:00:00.000Z',
  actor: { id: 'u1', role: 'admin', name: 'Noor', email: 'noor@example.test' },
  ip: null,
  action: 'driver.update',
  target: { type: 'driver', id: 'd1', label: { en: 'Yusuf', ar: 'Yusuf' } },
  reason: null,
  before: null,
  after: null,
  ...over,
});
// Says the key and its options, so each test sees which sentence was asked for.
const t = ((key: string, options?: Record<string, unknown>) =>
  `${key}${options?.id ? `:${options.id}` : ''}`) as unknown as TFunction;
const pickAr = (text: { en: string; ar: string }) => text.ar;

describe('audit entry text', () => {
  it('names the target by its label, with # for numbers, the shop in the language, the id once gone', () => {
    expect(targetText(entry(), t, pickAr)).toBe('Yusuf');
    const shop = entry({ target: { type: 'shop', id: 's1', label: { en: 'Sugar', ar: 'سكر' } } });
    expect(targetText(shop, t, pickAr)).toBe('سكر');
    expect(
      targetText(
        entry({ target: { type: 'order', id: 'o1', label: { en: '100042', ar: '100042' } } }),
        t,
        pickAr,
      ),
    ).toBe('#100042');
    expect(targetText(entry({ target: { type: 'driver', id: 'd9', label: null } }), t, pickAr)).toBe(
      'adminOps.audit.gone:d9',
    );
  });

  it("leads to the target's page in the console, none once it is gone", () => {
    expect(targetPath(entry())).toBe('/admin/drivers?q=Yusuf');
    expect(targetPath(entry({ target: { type: 'shop', id: 's1', label: { en: 'S', ar: 'س' } } }))).toBe(
      '/admin/retailer/s1',
    );
    expect(targetPath(entry({ target: { type: 'order', id: 'o1', label: { en: '1', ar: '1' } } }))).toBe(
      '/admin/orders/o1',
    );
    expect(
      targetPath(entry({ target: { type: 'support_request', id: 'r1', label: { en: '1', ar: '1' } } })),
    ).toBe('/admin/support/r1');
    expect(targetPath(entry({ target: { type: 'shop', id: 's1', label: null } }))).toBeNull();
  });

  it('names the actor by name, else email, else id', () => {
    expect(actorText(entry())).toBe('Noor');
    expect(actorText(entry({ actor: { id: 'u2', role: 'admin', name: null, email: null } }))).toBe('u2');
  });

  it('lists the changed fields before → after, skipping ones that did not change', () => {
    const changes = changesOf(
      entry({
        before: { isActive: true, status: 'available', maxOrders: 3 },
        after: { isActive: false, status: 'offline', maxOrders: 3 },
      }),
    );
    expect(changes).toEqual([
      { field: 'isActive', from: true, to: false },
      { field: 'status', from: 'available', to: 'offline' },
    ]);
    expect(changesOf(entry({ before: null, after: { statusReason: 'x' } }))).toEqual([
      { field: 'statusReason', from: null, to: 'x' },
    ]);
  });

  it('words values: none, yes/no, numbers in the language, statuses by key', () => {
    const count = (n: number) => `n${n}`;
    expect(valueText(null, t, count)).toBe('adminOps.audit.value.none');
    expect(valueText(false, t, count)).toBe('adminOps.audit.value.false');
    expect(valueText(4, t, count)).toBe('n4');
    expect(valueText('pending', t, count)).toBe('adminOps.audit.value.pending');
    // Free text (a reason) is shown as written, never taken for a key.
    expect(valueText('Some reason. With: a colon', t, count)).toBe('Some reason. With: a colon');
  });
});
