import { describe, expect, it, vi } from 'vitest';
import { refetchWhenStale } from './realtime-rooms';

describe('refetchWhenStale', () => {
  it('refetches after a reconnect and a resync, not on the first connect', () => {
    const refetchAll = vi.fn();
    const handlers = refetchWhenStale(refetchAll);
    handlers.onConnected();
    expect(refetchAll).not.toHaveBeenCalled();
    handlers.onConnected();
    expect(refetchAll).toHaveBeenCalledTimes(1);
    handlers.onResync();
    expect(refetchAll).toHaveBeenCalledTimes(2);
  });

  it('counts the first connect per connection', () => {
    const refetchAll = vi.fn();
    refetchWhenStale(refetchAll).onConnected();
    refetchWhenStale(refetchAll).onConnected();
    expect(refetchAll).not.toHaveBeenCalled();
  });
});
