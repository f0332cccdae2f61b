import type { LucideIcon } from 'lucide-react';
import { Ellipsis } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * One entry of a staff area's navigation. Each area keeps a plain list of these (the retailer's:
 * app/routes/retailer/nav.ts); a screen joins the menu with one line once its route exists.
 */
export interface StaffNavItem {
  to: string;
  /** The label's i18n key, in a group the area's routes file loads. */
  labelKey: string;
  icon: LucideIcon;
  /** Active only on exactly this path (an area's start), not on the paths below it. */
  end?: boolean;
}

/** A thumb can reach five targets across a phone; more and the last one opens the rest. */
export const BOTTOM_BAR_MAX = 5;

/** The bottom bar's entries and what the "More" panel holds, for `items`. */
export function splitForBottomBar(items: readonly StaffNavItem[]) {
  if (items.length <= BOTTOM_BAR_MAX) return { bar: items, more: [] as StaffNavItem[] };
  return { bar: items.slice(0, BOTTOM_BAR_MAX - 1), more: items.slice(BOTTOM_BAR_MAX - 1) };
}

/** The area's menu as a column, beside the page on a desktop. */
export function StaffSideNav({ items }: { items: readonly StaffNavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.nav.label')}>
      <ul className="grid gap-1">
        {items.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center gap-3 rounded-xl px-3 font-semibold text-sm transition',
                  isActive
                    ? 'bg-violet-100 text-violet-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const barLink = (active: boolean) =>
  cn(
    'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-1 py-2 font-semibold text-[11px] leading-tight',
    active ? 'text-violet-700' : 'text-slate-600',
  );

/**
 * The area's menu on a phone: a bar at the bottom, within the thumb's reach, clear of the home
 * indicator (safe-area padding). Up to five entries; with more, the fifth is "More", which opens the
 * rest above the bar.
 */
export function StaffBottomNav({ items }: { items: readonly StaffNavItem[] }) {
  const { t } = useTranslation();
  const { bar, more } = splitForBottomBar(items);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const moreButton = useRef<HTMLButtonElement>(null);
  // Going somewhere closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      moreButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const moreActive = more.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const columns = bar.length + (more.length ? 1 : 0);

  return (
    <nav
      aria-label={t('staff.nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-slate-200 border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      {more.length > 0 && (
        <ul id={panelId} hidden={!open} className="mx-auto grid max-w-md gap-1 border-slate-200 border-b p-2">
          {more.map(({ to, labelKey, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex h-12 items-center gap-3 rounded-xl px-3 font-semibold text-sm',
                    isActive ? 'bg-violet-100 text-violet-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <ul
        className="mx-auto grid max-w-md"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {bar.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={({ isActive }) => barLink(isActive)}>
              <Icon className="size-6" aria-hidden />
              <span className="max-w-full truncate">{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <button
              ref={moreButton}
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
              className={barLink(open || moreActive)}
            >
              <Ellipsis className="size-6" aria-hidden />
              <span>{t('staff.nav.more')}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
