import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A page's main action on a phone (place the order, go to checkout): a bar that stays at the bottom of
 * the screen while the page scrolls — above the bottom navigation, clear of the home indicator — and
 * settles at the end of its container (put it last in the form or page it belongs to). From `lg` up
 * the page shows its own summary instead and the bar is gone (`className` may change where it shows).
 *
 * `summary` is what the action is about (a total: its label and figure), read before the action.
 */
export function StickyActionBar({
  label,
  summary,
  message,
  children,
  className,
}: {
  /** Names the bar for screen readers (a region), e.g. "Place your order". */
  label: string;
  summary?: ReactNode;
  /** Above the action, the width of the bar: why the action failed (an alert), while it applies. */
  message?: ReactNode;
  /** The action: one button (or link) that fills the rest of the bar. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      data-testid="sticky-action-bar"
      className={cn(
        // Sticky, not fixed: nothing of the page is hidden under it, and no spacer is needed. The
        // bottom navigation is 3.75rem tall plus the safe area, and is gone from `md` up.
        'sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-30 -mx-4 grid gap-2 border-slate-200 border-t bg-surface/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur md:bottom-0 md:pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:hidden',
        className,
      )}
    >
      {message}
      <div className="flex items-center gap-3">
        {summary && <div className="grid min-w-0 shrink-0 leading-tight">{summary}</div>}
        <div className="grid min-w-0 flex-1">{children}</div>
      </div>
    </section>
  );
}

/** The usual `summary`: a small label over the figure ("Total to pay", "BD 12.500"). */
export function StickyActionTotal({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span className="text-slate-600 text-xs">{label}</span>
      <span className="whitespace-nowrap font-extrabold text-lg text-slate-900" dir="auto">
        {value}
      </span>
    </>
  );
}
