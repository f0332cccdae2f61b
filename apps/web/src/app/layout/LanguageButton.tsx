import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { setLanguage, useLanguage } from '../../lib/i18n';

/** Switches between English and Arabic, labelled in the language it switches to. */
export function LanguageButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <button
      type="button"
      onClick={() => setLanguage(lang === 'ar' ? 'en' : 'ar')}
      className={cn(
        'flex min-h-11 items-center gap-1 rounded-full px-2.5 font-semibold text-slate-700 text-sm hover:bg-slate-100',
        className,
      )}
    >
      <Languages className="hidden size-4 sm:block" aria-hidden />
      {/* Named by what it shows, then what it does ("عربي Switch language to Arabic"): a spoken or
          voice-control name must contain the visible text. */}
      <span lang={lang === 'ar' ? 'en' : 'ar'}>{t('nav.otherLanguage')}</span>
      <span className="sr-only"> {t('nav.switchLanguage')}</span>
    </button>
  );
}
