/**
 * How many of something that serves `servesGuests` each are needed for `guests` (a cake's portions, a
 * set of chairs): never short, so a part-serving rounds up.
 */
export const unitsFor = (guests: number, servesGuests: number) => Math.ceil(guests / servesGuests);
