import { describe, expect, it } from 'vitest';
import { orderStatusEmail } from './mail.templates.js';

const notice = {
  to: 'sara@example.com',
  number: 100_042,
  shop: { en: 'Sound Wave Events', ar: 'ساوند ويف' },
  totalFils: 75_000,
};

describe('orderStatusEmail', () => {
  it('an order with products: delivered', () => {
    const mail = orderStatusEmail({ ...notice, status: 'delivered', bookingOnly: false });
    expect(mail?.subject).toBe('Haflah order #100042: delivered · تحديث طلبك');
    expect(mail?.text).toContain('has been delivered');
  });

  it('an order of bookings only is complete, never delivered (issue 26)', () => {
    const mail = orderStatusEmail({ ...notice, status: 'delivered', bookingOnly: true });
    expect(mail?.subject).toBe('Haflah order #100042: completed · تحديث طلبك');
    expect(mail?.text).toContain('Your order #100042 from Sound Wave Events is complete.');
    expect(mail?.text).toContain('اكتمل.');
    expect(mail?.text).not.toMatch(/delivered|تم توصيله/);
  });

  it('a cancelled booking says cancelled, as any order', () => {
    expect(orderStatusEmail({ ...notice, status: 'cancelled', bookingOnly: true })?.text).toContain(
      'has been cancelled',
    );
  });
});
