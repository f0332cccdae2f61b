import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './countdown';

describe('formatCountdown', () => {
  it('writes m:ss', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119)).toBe('1:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
  it('rounds partial seconds up and never goes below zero', () => {
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts the 120 seconds down to zero, then stops', () => {
    const deadline = Date.now() + 120_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(120);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(119);
    act(() => vi.advanceTimersByTime(118_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts when given a new deadline (Resend)', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: Date.now() + 2_000 },
    });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    rerender({ deadline: Date.now() + 120_000 });
    expect(result.current).toBe(120);
  });
});
