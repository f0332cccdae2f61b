import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summary } from '../testing';
import { arrivals, RING_EVERY_MS, ringingOrders, useRinging } from './ringing';

describe('ringingOrders', () => {
  const waiting = summary(1);
  const opened = summary(2);
  const accepted = summary(3, { status: 'processing' });
  it.each([
    ['a waiting order not opened here rings', [waiting], [], [waiting.id]],
    ['an opened one does not', [waiting, opened], [opened.id], [waiting.id]],
    ['one no longer waiting does not', [accepted], [], []],
    ['nothing waiting, nothing rings', [], [waiting.id], []],
  ])('%s', (_, list, openedIds, ringing) => {
    expect(ringingOrders(list, new Set(openedIds)).map((o) => o.id)).toEqual(ringing);
  });
});

describe('arrivals', () => {
  it.each([
    ['the first answer announces nothing', null, [1, 2], []],
    ['a new order is an arrival', [1], [2, 1], [2]],
    ['the same orders again are not', [1, 2], [1, 2], []],
    ['one that left is not an arrival', [1, 2], [2], []],
  ])('%s', (_, before, now, fresh) => {
    const seen = before ? new Set(before.map((n) => summary(n).id)) : null;
    expect(
      arrivals(
        seen,
        now.map((n) => summary(n)),
      ).map((o) => o.number - 100_000),
    ).toEqual(fresh);
  });
});

describe('useRinging', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rings at once and again every interval while active, and stops when it is not', () => {
    const play = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useRinging(active, play), {
      initialProps: { active: false },
    });
    vi.advanceTimersByTime(RING_EVERY_MS * 3);
    expect(play).not.toHaveBeenCalled();

    rerender({ active: true });
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RING_EVERY_MS - 1);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(RING_EVERY_MS * 2);
    expect(play).toHaveBeenCalledTimes(4);

    // Opened (or muted): silence at once, and no more rings later.
    rerender({ active: false });
    vi.advanceTimersByTime(RING_EVERY_MS * 5);
    expect(play).toHaveBeenCalledTimes(4);

    rerender({ active: true });
    expect(play).toHaveBeenCalledTimes(5);
    unmount();
    vi.advanceTimersByTime(RING_EVERY_MS * 5);
    expect(play).toHaveBeenCalledTimes(5);
  });

  it('keeps ringing at the same pace when the player changes (a re-render)', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ play }) => useRinging(true, play, 10_000), {
      initialProps: { play: first },
    });
    vi.advanceTimersByTime(5_000);
    rerender({ play: second });
    vi.advanceTimersByTime(5_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('rings at once for another order arriving while it rings, then keeps the beat from there', () => {
    const play = vi.fn();
    const { rerender } = renderHook(({ arrived }) => useRinging(true, play, 10_000, arrived), {
      initialProps: { arrived: 1 },
    });
    vi.advanceTimersByTime(4_000);
    expect(play).toHaveBeenCalledTimes(1);
    rerender({ arrived: 2 });
    expect(play).toHaveBeenCalledTimes(2);
    // The next ring is a whole beat after the new order, not the old beat's 6 s later.
    vi.advanceTimersByTime(9_999);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(3);
  });
});
