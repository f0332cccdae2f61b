import { CalendarClock, TimerOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, keepTogether } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { lapsedAtAnswer, useCart } from '../api/cart';
import { useBookTimeSlot } from '../hooks/useBookTimeSlot';

/**
 * Outside the cart (checkout): the held time slots that have lapsed, each by name and time, with
 * "Pick a time" (the time-slot dialog on the same slot, holding that cart line again). Checkout leaves
 * a lapsed hold out of the order; this says which one, instead of it silently going. Nothing when
 * none has lapsed. Its words are the time-slot dialog's ('timeSlot').
 */
export function ExpiredHolds() {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const cart = useCart();
  const book = useBookTimeSlot();
  const titleId = useId();
  const data = cart.data;
  const lapsed = data
    ? data.groups.flatMap((g) => g.items).filter((i) => i.slot && lapsedAtAnswer(data, i))
    : [];
  if (lapsed.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-3xl bg-slate-100 p-4 text-slate-900 sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold">
        <TimerOff className="size-4 shrink-0" aria-hidden />
        {t('timeSlot.lapsed.title')}
      </h2>
      <ul className="grid gap-3">
        {lapsed.map((line) => {
          const name = pick(line.name);
          const slot = line.slot!;
          return (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-sm">
                <span className="font-semibold">{name}</span>
                <span className="block text-slate-700">
                  {t('timeSlot.lapsed.when', {
                    day: formatDay(slot.start, lang),
                    start: keepTogether(formatTime(slot.start, lang)),
                    count: slot.hours,
                  })}
                </span>
              </p>
              <button
                type="button"
                onClick={() =>
                  book(
                    {
                      id: line.listingId,
                      name: line.name,
                      hourlyRateFils: line.unitPriceFils,
                      capacity: null,
                    },
                    { start: slot.start, hours: slot.hours, quantity: line.quantity, lineId: line.id },
                  )
                }
                aria-label={t('timeSlot.lapsed.pickFor', { name })}
                className="flex h-11 items-center justify-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-sm text-white shadow transition hover:bg-violet-700"
              >
                <CalendarClock className="size-4" aria-hidden />
                {t('timeSlot.lapsed.pick')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
