import type { AnalyticsPeriod, AnalyticsQuery } from '@haflah/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips, filterFieldClass } from '../../../components/forms/FilterChips';
import { customProblem, PERIOD_CHIPS } from '../utils/period';

/**
 * Today, 7 days, 30 days, or Custom with two Bahrain days. A custom range is asked for once both days
 * make one the server accepts; until then the last good one stays on screen and the problem is said.
 */
export function PeriodPicker({
  query,
  today,
  onChange,
}: {
  query: AnalyticsQuery;
  today: string;
  onChange: (query: AnalyticsQuery) => void;
}) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId(), problem: useId() };
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  useEffect(() => {
    setFrom(query.from ?? '');
    setTo(query.to ?? '');
  }, [query.from, query.to]);
  const problem = customProblem(from, to, today);

  const choose = (period: AnalyticsPeriod) => {
    if (period !== 'custom') return onChange({ period });
    onChange({ period, from: from || today, to: to || today });
  };
  const change = (next: { from: string; to: string }) => {
    setFrom(next.from);
    setTo(next.to);
    if (next.from && next.to && !customProblem(next.from, next.to, today))
      onChange({ period: 'custom', ...next });
  };

  return (
    <div className="grid gap-3">
      <FilterChips
        legend={t('shopAnalytics.period.legend')}
        options={PERIOD_CHIPS}
        value={query.period}
        label={(p) => t(`shopAnalytics.period.${p}`)}
        onChange={choose}
      />
      {query.period === 'custom' && (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('shopAnalytics.period.custom')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-md">
            {(['from', 'to'] as const).map((edge) => (
              <div key={edge} className="grid min-w-0 gap-1">
                <label htmlFor={ids[edge]} className="text-slate-600 text-xs">
                  {t(`shopAnalytics.period.${edge}`)}
                </label>
                <input
                  id={ids[edge]}
                  type="date"
                  value={edge === 'from' ? from : to}
                  max={today}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? ids.problem : undefined}
                  onChange={(e) => change({ from, to, [edge]: e.target.value })}
                  className={filterFieldClass}
                />
              </div>
            ))}
          </div>
          {problem && (
            <p id={ids.problem} role="alert" className="text-red-700 text-sm">
              {t(`shopAnalytics.period.problem.${problem}`)}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
