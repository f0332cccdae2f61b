import { useTranslation } from 'react-i18next';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <rect width="64" height="64" rx="16" fill="#6d28d9" />
      <path d="M18 46 30 16l16 30z" fill="#fbbf24" />
      <path d="M22 37h17M25 29h10" stroke="#6d28d9" strokeWidth="3" strokeLinecap="round" />
      <circle cx="30" cy="15" r="4" fill="#f472b6" />
      <circle cx="46" cy="22" r="3" fill="#fff" />
      <circle cx="16" cy="26" r="2.5" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-9" />
      <span className="font-black text-violet-800 text-xl tracking-tight">{t('brand.name')}</span>
    </span>
  );
}
