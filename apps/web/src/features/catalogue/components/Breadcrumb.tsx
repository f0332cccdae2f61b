import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  onClick?: () => void;
}

/** Categories > category > retailer; every crumb but the last steps back. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <Fragment key={c.label}>
              <li>
                {last || !c.onClick ? (
                  <span aria-current={last ? 'page' : undefined} className="font-semibold text-slate-900">
                    {c.label}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={c.onClick}
                    className="rounded font-medium text-violet-700 hover:underline focus-visible:outline-2 focus-visible:outline-violet-600"
                  >
                    {c.label}
                  </button>
                )}
              </li>
              {!last && (
                <li aria-hidden>
                  <ChevronRight className="size-4 rtl:-scale-x-100" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
