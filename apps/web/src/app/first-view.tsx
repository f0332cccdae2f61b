import type { Language } from '@haflah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { HOME_COLUMN, HomeHero } from '../features/catalogue/components/HomeHero';
import { sessionKeys } from '../lib/session';
import { ShellFrame } from './layout/AppShell';

/**
 * Home's first view as index.html paints it before the app's script has run: the frame (navigation
 * bar, bottom navigation) and the hero, as a signed-out visitor sees them, in one language. Rendered
 * at build time (vite.config.ts, never part of the app's bundle) from the app's own components, so it
 * is what the app's first render of Home puts in the same place; the app then replaces it.
 *
 * It is `inert` and hidden from assistive technology: a picture of the page while the app loads.
 * Nothing in it can be focused, typed into or announced, so nothing typed is lost when the app takes
 * over, and nothing is read out twice.
 */
export function renderFirstView(lang: Language, strings: Record<string, unknown>): string {
  const i18n = createInstance({
    resources: { [lang]: { translation: strings } },
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // A key missing from the start strings would paint as its name: the build fails instead.
    saveMissing: true,
    missingKeyHandler: (_langs, _ns, key) => {
      throw new Error(`first view: no string ${key} in the start strings (${lang})`);
    },
  });
  void i18n.use(initReactI18next).init();
  const queryClient = new QueryClient();
  // Signed out: the session is known (null), so the bar shows Sign In rather than its placeholder.
  queryClient.setQueryData(sessionKeys.all, null);
  return renderToStaticMarkup(
    <div inert aria-hidden>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location="/">
            <ShellFrame cartCount={0} bottomNav>
              <div className={HOME_COLUMN}>
                <HomeHero />
              </div>
            </ShellFrame>
          </StaticRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </div>,
  );
}
