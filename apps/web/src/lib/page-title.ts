import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title for the screen on show, in the current language: "Cakes · Haflah",
 * "كيك · حفلة"; Haflah's name and tagline when `title` is left out (Home's first view). Follows a
 * change of language or of what the screen shows.
 */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  const full = title ? `${title} · ${brand}` : `${brand} · ${t('brand.tagline')}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
