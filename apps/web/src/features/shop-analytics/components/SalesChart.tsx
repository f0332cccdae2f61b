import type { ShopAnalytics } from '@haflah/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { bahrainClock, locale } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/**
 * Sales (gross) by Bahrain day as bars: recharts, loaded only with this module (LazySalesChart). Hidden
 * from assistive technology: the table beside it says the same numbers. In Arabic the days run from
 * the right and the axis of money stands on the right.
 */
export default function SalesChart({ days }: { days: ShopAnalytics['days'] }) {
  const { lang } = useLanguage();
  const rtl = lang === 'ar';
  const bd = (fils: number) => (fils / 1000).toLocaleString(locale(lang), { maximumFractionDigits: 0 });
  const tick = (date: string) => {
    const d = bahrainClock(`${date}T00:00:00Z`);
    return days.length > 7 ? String(d.getUTCDate()) : `${d.getUTCDate()}/${d.getUTCMonth() + 1}`;
  };
  const data = days.map((d) => ({ date: d.date, gross: d.grossFils }));
  return (
    <div aria-hidden className="h-56 w-full" dir="ltr" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="date"
            tickFormatter={tick}
            reversed={rtl}
            tick={{ fontSize: 12, fill: '#475569' }}
            interval="preserveStartEnd"
            minTickGap={4}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={bd}
            width={44}
            tick={{ fontSize: 12, fill: '#475569' }}
            allowDecimals={false}
          />
          <Bar dataKey="gross" fill="#7c3aed" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
