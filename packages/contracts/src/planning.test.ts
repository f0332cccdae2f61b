import { describe, expect, it } from 'vitest';
import { unitsFor } from './planning.js';

describe('unitsFor (how many to buy for an event’s guests)', () => {
  it.each([
    // guests, each serves, units
    [45, 15, 3],
    [46, 15, 4],
    [30, 12, 3],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [0, 10, 0],
    [2000, 1, 2000],
  ])('%i guests, %i each → %i', (guests, serves, units) => {
    expect(unitsFor(guests, serves)).toBe(units);
  });
});
