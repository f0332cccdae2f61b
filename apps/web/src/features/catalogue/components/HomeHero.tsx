import { Timer, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PROMO =
  'flex min-h-11 items-center gap-1.5 font-medium text-sm text-white/90 underline-offset-4 hover:underline';

/** Home's column: every view of it stacks its sections with this gap. */
export const HOME_COLUMN = 'grid gap-5';

/**
 * The top of Home's first view: who we are and what we deliver. Static text, so index.html paints it
 * before the app's script has run (app/first-view.tsx renders it at build time).
 */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-fuchsia-600 to-rose-500 p-5 text-white shadow-lg sm:p-8">
      <div aria-hidden className="absolute -end-10 -top-10 size-40 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-16 end-24 size-32 rounded-full bg-amber-300/20" />
      <p className="font-semibold text-sm text-white/80">{t('brand.name')}</p>
      <h1 className="mt-1 max-w-2xl text-balance font-extrabold text-2xl leading-tight sm:text-4xl">
        {t('brand.tagline')}
      </h1>
      <p className="mt-2 max-w-md text-sm text-white/85 sm:text-base">{t('home.heroText')}</p>
      <div className="mt-3 flex flex-wrap gap-x-4">
        {/* Each line opens its list: what is really on sale, what can arrive today (issue 27). */}
        <Link to="/express" className={PROMO}>
          <Timer className="size-4" aria-hidden /> {t('promo.express')} · {t('promo.expressText')}
        </Link>
        <Link to="/deals" className={PROMO}>
          <Zap className="size-4" aria-hidden /> {t('promo.hotDeals')} · {t('promo.hotDealsText')}
        </Link>
      </div>
    </section>
  );
}
