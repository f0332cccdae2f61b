import { ChevronLeft } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top of a page that lists what the user keeps (addresses, payment methods): the way back, the
 * title (focusable, for when an item and the button that had focus go away), how many are saved,
 * the add buttons, and, when the list is full, why they are off (give the buttons
 * `aria-describedby={limitId}` then). Children of the page's grid.
 */
export const ListPageHeader = forwardRef<
  HTMLHeadingElement,
  {
    title: string;
    backTo: string;
    backLabel: string;
    /** "2 of 20 saved", when there is something to count. */
    count?: string;
    actions?: ReactNode;
    /** Said while the list is full. */
    limit?: string;
    limitId: string;
  }
>(function ListPageHeader({ title, backTo, backLabel, count, actions, limit, limitId }, ref) {
  return (
    <>
      <Link
        to={backTo}
        className="flex min-h-11 w-fit items-center gap-1 rounded-full pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <h1 ref={ref} tabIndex={-1} className="font-extrabold text-2xl text-slate-900">
            {title}
          </h1>
          {count && <p className="text-slate-500 text-sm">{count}</p>}
        </div>
        {actions}
      </div>
      {limit && (
        <p id={limitId} className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-950 text-sm">
          {limit}
        </p>
      )}
    </>
  );
});
