import { ChevronRight, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

const TONES = {
  violet: 'bg-violet-100 text-violet-700',
  amber: 'bg-amber-100 text-amber-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  slate: 'bg-slate-100 text-slate-700',
  red: 'bg-red-100 text-red-800',
} as const;

/**
 * One figure of a staff dashboard (the shop's, the admin's), as an item of a list: its icon, label and
 * value, an optional note under it, and a link to its list when that list's screen exists.
 */
export function Figure({
  icon: Icon,
  label,
  value,
  note,
  to,
  tone = 'violet',
  className = '',
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: ReactNode;
  to?: string | null;
  tone?: keyof typeof TONES;
  /** The last of three takes a phone's whole row (two to a row there). */
  className?: string;
}) {
  const body = (
    <>
      <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${TONES[tone]}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-slate-600 text-sm">{label}</span>
        <span className="font-extrabold text-2xl text-slate-900 tabular-nums">{value}</span>
        {note}
      </span>
      {to && (
        <ChevronRight
          className="hidden size-5 shrink-0 self-center text-slate-400 sm:block rtl:-scale-x-100"
          aria-hidden
        />
      )}
    </>
  );
  // Two to a row on a phone: the icon above the figure there, beside it from sm.
  const frame =
    'flex h-full flex-col items-start gap-2 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:flex-row sm:gap-3';
  return (
    <li className={`grid ${className}`}>
      {to ? (
        <Link to={to} className={`${frame} transition hover:ring-violet-300`}>
          {body}
        </Link>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </li>
  );
}

/** A titled group of a dashboard (its heading names the section for screen readers). */
export function FigureSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
