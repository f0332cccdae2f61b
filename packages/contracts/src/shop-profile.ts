import { z } from 'zod/mini';

/** A time of day on the 24-hour clock, `HH:MM`, Bahrain time. */
export const timeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * One weekday's hours: open from `opens` to `closes`; a `closes` earlier than `opens` runs past
 * midnight (a shop open 16:00–01:00). Null: closed that day.
 */
export const dayHoursSchema = z.nullable(
  z
    .object({ opens: timeOfDaySchema, closes: timeOfDaySchema })
    .check(z.refine((d) => d.opens !== d.closes, { path: ['closes'], message: 'same_as_opens' })),
);
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Opening hours per weekday, Sunday first (JavaScript's `getDay()` order): seven entries. */
export const openingHoursSchema = z.array(dayHoursSchema).check(z.length(7));
export type OpeningHours = z.infer<typeof openingHoursSchema>;
