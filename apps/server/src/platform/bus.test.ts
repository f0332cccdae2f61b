import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus.js';

const payload = { shopId: 's1', ownerUserId: 'u1' };

describe('bus', () => {
  it('runs every handler of an event in subscription order, awaited, with the payload', async () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.subscribe('shop.applied', async (p) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`first ${p.shopId}`);
    });
    bus.subscribe('shop.applied', (p) => {
      seen.push(`second ${p.ownerUserId}`);
    });
    bus.subscribe('driver.registered', () => {
      seen.push('other event');
    });
    await bus.publish('shop.applied', payload);
    expect(seen).toEqual(['first s1', 'second u1']);
  });

  it('publishing an event nobody listens to does nothing', async () => {
    await expect(createBus().publish('account.deleted', { userId: 'u1' })).resolves.toBeUndefined();
  });

  it('a failing handler does not stop the others; its error reaches the publisher and the log', async () => {
    const log = { error: vi.fn() };
    const bus = createBus(log);
    const after = vi.fn();
    bus.subscribe('shop.applied', () => {
      throw new Error('boom');
    });
    bus.subscribe('shop.applied', after);
    await expect(bus.publish('shop.applied', payload)).rejects.toThrow('boom');
    expect(after).toHaveBeenCalledWith(payload, undefined);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('never logs the payload: a code event carries a secret', async () => {
    const log = { error: vi.fn() };
    const bus = createBus(log);
    bus.subscribe('auth.code_issued', () => {
      throw new Error('smtp down');
    });
    await expect(bus.publish('auth.code_issued', { email: 'a@b.c', code: '123456' })).rejects.toThrow();
    expect(
      JSON.stringify(log.error.mock.calls[0]?.[0], (_k, v) => (v instanceof Error ? v.message : v)),
    ).not.toContain('123456');
  });

  it('several failures reach the publisher together', async () => {
    const bus = createBus();
    bus.subscribe('account.deleted', () => Promise.reject(new Error('a')));
    bus.subscribe('account.deleted', () => Promise.reject(new Error('b')));
    const err = await bus.publish('account.deleted', { userId: 'u' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AggregateError);
    expect((err as AggregateError).errors.map((e: Error) => e.message)).toEqual(['a', 'b']);
  });

  it('an unsubscribed handler is not called again', async () => {
    const bus = createBus();
    const handler = vi.fn();
    const off = bus.subscribe('driver.registered', handler);
    await bus.publish('driver.registered', { userId: 'd1' });
    off();
    await bus.publish('driver.registered', { userId: 'd2' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
