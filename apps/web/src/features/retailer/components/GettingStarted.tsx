import type { ShopStatus } from '@haflah/contracts';
import { ChevronRight, Rocket } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Step {
  key: 'profile' | 'listings' | 'approval' | 'live';
  to?: string | null;
}

/**
 * A new shop's first steps, in order: its profile, its first listings, then approval (or, approved
 * already, that customers see it as soon as it has listings). A step leads to its screen when the
 * area has one (`profileTo`, `listingsTo`).
 */
export function GettingStarted({
  status,
  profileTo,
  listingsTo,
}: {
  status: ShopStatus | undefined;
  profileTo: string;
  listingsTo: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const steps: Step[] = [
    { key: 'profile', to: profileTo },
    { key: 'listings', to: listingsTo },
    { key: status === 'approved' ? 'live' : 'approval' },
  ];
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-3xl bg-gradient-to-br from-violet-600 to-fuchsia-600 p-5 text-white shadow sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white/20">
          <Rocket className="size-6" aria-hidden />
        </span>
        <div className="grid gap-0.5">
          <h2 id={id} className="font-extrabold text-xl">
            {t('shop.start.title')}
          </h2>
          <p className="text-sm text-white/90">{t('shop.start.text')}</p>
        </div>
      </div>
      <ol className="grid gap-2">
        {steps.map(({ key, to }, i) => {
          const body = (
            <>
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-white font-bold text-sm text-violet-700">
                {i + 1}
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-bold">{t(`shop.start.${key}Title`)}</span>
                <span className="text-sm text-white/90">{t(`shop.start.${key}Text`)}</span>
              </span>
              {to && <ChevronRight className="size-5 shrink-0 self-center rtl:-scale-x-100" aria-hidden />}
            </>
          );
          const row = 'flex items-start gap-3 rounded-2xl bg-white/10 p-3';
          return (
            <li key={key}>
              {to ? (
                <Link to={to} className={`${row} transition hover:bg-white/20`}>
                  {body}
                </Link>
              ) : (
                <div className={row}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
