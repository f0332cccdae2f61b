import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One fact of a shop's registration: a term and its value, across both columns when wide. */
export function ShopFact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-slate-500 text-xs">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Text in a set language (the shop's English or Arabic words), whatever the page's language. */
export function InLanguageText({ lang, text }: { lang: 'en' | 'ar'; text: string }) {
  return (
    <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="whitespace-pre-line">
      {text}
    </span>
  );
}

/** The kinds of business the shop said it is, as small chips. */
export function BusinessTypeList({ types }: { types: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5">
      {types.map((type) => (
        <li
          key={type}
          className="rounded-full bg-violet-50 px-2.5 py-0.5 font-semibold text-violet-800 text-xs"
        >
          {t(`staffRegister.businessTypes.${type}`)}
        </li>
      ))}
    </ul>
  );
}
