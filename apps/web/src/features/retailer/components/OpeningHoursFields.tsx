import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/forms/fields';
import { cn } from '../../../lib/cn';
import { formatBahrain } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import type { ShopProfileFormState } from '../hooks/useShopProfileForm';
import { WEEK_FROM_SATURDAY } from '../utils/profile-form';

/** 1 November 2026 was a Sunday: day `n` of the week (getDay) is the `n`-th from it. */
const weekdayName = (day: number, lang: 'en' | 'ar') =>
  formatBahrain(new Date(Date.UTC(2026, 10, 1 + day, 12)), lang, { weekday: 'long' });

/**
 * Opening hours per weekday, Saturday first (Bahrain's week): each day open or closed, and its
 * hours; a closing time before the opening one runs past midnight. The whole table is optional.
 */
export function OpeningHoursFields({ state }: { state: ShopProfileFormState }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { values, setDay, setHoursOn, form } = state;
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-3 font-semibold text-slate-800 text-sm">
        <input
          type="checkbox"
          checked={values.hoursOn}
          onChange={(e) => setHoursOn(e.target.checked)}
          className="size-5 accent-violet-600"
        />
        {t('shop.profile.hours.on')}
      </label>
      {values.hoursOn && (
        <ul className="grid gap-2">
          {WEEK_FROM_SATURDAY.map((day) => {
            const row = values.days[day]!;
            const name = weekdayName(day, lang);
            const { error } = form.field(`hours${day}` as `hours${typeof day}`);
            const errorId = `shop-hours-${day}-error`;
            return (
              <li key={day} className="grid gap-1 rounded-2xl bg-slate-50 p-3">
                <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <legend className="sr-only">{name}</legend>
                  <span aria-hidden className="w-24 font-semibold text-slate-900 text-sm">
                    {name}
                  </span>
                  <label className="flex items-center gap-2 text-slate-700 text-sm">
                    <input
                      type="checkbox"
                      checked={row.open}
                      onChange={(e) => setDay(day, { open: e.target.checked })}
                      className="size-5 accent-violet-600"
                    />
                    {t('shop.profile.hours.open')}
                  </label>
                  {row.open ? (
                    <span className="flex items-center gap-2">
                      <input
                        type="time"
                        aria-label={t('shop.profile.hours.opens', { day: name })}
                        value={row.opens}
                        onChange={(e) => setDay(day, { opens: e.target.value })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className={cn(inputClass, 'h-10 w-32 px-2')}
                      />
                      <span aria-hidden>–</span>
                      <input
                        type="time"
                        aria-label={t('shop.profile.hours.closes', { day: name })}
                        value={row.closes}
                        onChange={(e) => setDay(day, { closes: e.target.value })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className={cn(inputClass, 'h-10 w-32 px-2')}
                      />
                    </span>
                  ) : (
                    <span className="text-slate-600 text-sm">{t('shop.profile.hours.closed')}</span>
                  )}
                </fieldset>
                {error && (
                  <p id={errorId} role="alert" className="flex items-center gap-1.5 text-red-700 text-sm">
                    <TriangleAlert className="size-4 shrink-0" aria-hidden />
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-slate-600 text-xs">{t('shop.profile.hours.hint')}</p>
    </div>
  );
}
