import type { PaymentState } from '@haflah/contracts';
import { ChevronLeft, SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { primaryButton } from '../ui/buttons';
import { EmptyState } from '../ui/EmptyState';

/**
 * The pieces an order's page is built of wherever it is shown (the shop's, the admin's): each area
 * passes its own words, links and figures.
 */

/** Back to the area's list of orders. */
export function BackToOrders({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
    >
      <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {label}
    </Link>
  );
}

/** The order is not there (or not this reader's): a way back to all the orders. */
export function OrderNotFound({
  title,
  text,
  to,
  linkLabel,
}: {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <EmptyState headingLevel={1} icon={<SearchX className="size-7" />} title={title} text={text}>
      <Link to={to} className={primaryButton}>
        {linkLabel}
      </Link>
    </EmptyState>
  );
}

/** One titled section of an order's page, with an optional action beside its title. */
export function OrderCard({
  title,
  icon,
  children,
  action,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 font-bold text-slate-900">
          <span className="text-violet-600">{icon}</span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A figure of an order's totals (`small`: the VAT it includes). */
export function FigureRow({
  label,
  value,
  valueClass,
  small,
}: {
  label: string;
  value: string;
  valueClass?: string;
  small?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3',
        small ? 'text-slate-500 text-xs' : 'text-slate-600',
      )}
    >
      <dt>{label}</dt>
      {/* The label wraps (a discount's source may be long at 390 px); an amount never breaks. */}
      <dd className={cn('shrink-0 whitespace-nowrap', small ? undefined : 'text-slate-900', valueClass)}>
        {value}
      </dd>
    </div>
  );
}

/** Where the money stands (paid, due, refunded, none), coloured to match. */
export function PaymentStateChip({
  state,
  label,
  testId,
}: {
  state: PaymentState;
  label: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'rounded-full px-2.5 py-0.5 font-bold text-xs',
        state === 'paid' && 'bg-emerald-100 text-emerald-900',
        state === 'due' && 'bg-amber-100 text-amber-900',
        state === 'refunded' && 'bg-sky-100 text-sky-900',
        state === 'none' && 'bg-slate-200 text-slate-800',
      )}
    >
      {label}
    </span>
  );
}
