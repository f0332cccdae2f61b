import { type AnalyticsFigures as Figures, percentChange } from '@haflah/contracts';
import { Coins, ReceiptText, RotateCcw, Scale, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/FigureCard';
import { useFormat } from '../../../lib/format';

/** ↑/↓ and the percentage against the previous period, with the sentence a screen reader says. */
function Change({
  current,
  previous,
  risingIsGood = true,
}: {
  current: number;
  previous: number;
  risingIsGood?: boolean;
}) {
  const { t } = useTranslation();
  const change = percentChange(current, previous);
  if (change === null)
    return <span className="text-slate-500 text-xs">{t('shopAnalytics.change.none')}</span>;
  if (change === 0) return <span className="text-slate-600 text-xs">{t('shopAnalytics.change.same')}</span>;
  const up = change > 0;
  const good = up === risingIsGood;
  return (
    <span
      className={`w-fit rounded-full px-2 py-0.5 font-semibold text-xs ${good ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
    >
      <span aria-hidden>{`${up ? '↑' : '↓'} ${Math.abs(change)}%`}</span>
      <span className="sr-only">
        {t(up ? 'shopAnalytics.change.up' : 'shopAnalytics.change.down', { percent: Math.abs(change) })}
      </span>
    </span>
  );
}

/** Gross sales, refunds, net, orders and the average order, each against the previous period. */
export function AnalyticsFigures({ current, previous }: { current: Figures; previous: Figures }) {
  const { t } = useTranslation();
  const format = useFormat();
  const signed = (fils: number) => (fils < 0 ? `−${format.money(-fils)}` : format.money(fils));
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure
        icon={Coins}
        tone="emerald"
        label={t('shopAnalytics.figures.gross')}
        value={format.money(current.grossFils)}
        note={<Change current={current.grossFils} previous={previous.grossFils} />}
      />
      <Figure
        icon={RotateCcw}
        tone="amber"
        label={t('shopAnalytics.figures.refunds')}
        value={format.money(current.refundsFils)}
        note={<Change current={current.refundsFils} previous={previous.refundsFils} risingIsGood={false} />}
      />
      <Figure
        icon={Wallet}
        label={t('shopAnalytics.figures.net')}
        value={signed(current.netFils)}
        note={<Change current={current.netFils} previous={previous.netFils} />}
      />
      <Figure
        icon={ReceiptText}
        tone="slate"
        label={t('shopAnalytics.figures.orders')}
        value={format.count(current.orders)}
        note={<Change current={current.orders} previous={previous.orders} />}
      />
      <Figure
        icon={Scale}
        tone="slate"
        className="col-span-2 lg:col-span-1"
        label={t('shopAnalytics.figures.average')}
        value={format.money(current.averageOrderFils)}
        note={<Change current={current.averageOrderFils} previous={previous.averageOrderFils} />}
      />
    </ul>
  );
}
