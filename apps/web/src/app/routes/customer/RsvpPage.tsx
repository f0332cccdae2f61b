import { type Language, rsvpTokenSchema } from '@haflah/contracts';
import { LinkIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { addressLine } from '../../../features/addresses/utils/address-text';
import { useRsvp } from '../../../features/rsvp/api/rsvp';
import { RsvpCard } from '../../../features/rsvp/components/RsvpCard';
import { cn } from '../../../lib/cn';
import { hasCode } from '../../../lib/errors';
import { LANGUAGE_KEY, setLanguage, useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Logo } from '../../layout/Logo';

/** How long the page waits for the guest's language before showing the invitation anyway. */
const LANGUAGE_WAIT_MS = 3000;

/** Whether this device has a language chosen (in the app, or on an invitation before). */
function languageChosen(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Opens the invitation in the guest's language when it is known (the host's choice, or the one they
 * answered in before) and this device has none chosen; once, so the switch on the page always wins.
 * True while that language is on its way (its words load), so the page does not flash the other.
 */
function useGuestLanguage(locale: Language | null | undefined): boolean {
  const { lang } = useLanguage();
  const [chosen] = useState(languageChosen);
  const decided = useRef(false);
  const [waitingFor, setWaitingFor] = useState<Language | null>(null);
  useEffect(() => {
    if (decided.current || locale === undefined) return;
    decided.current = true;
    if (chosen || !locale || locale === lang) return;
    setWaitingFor(locale);
    setLanguage(locale);
  }, [locale, lang, chosen]);
  useEffect(() => {
    if (!waitingFor) return;
    if (lang === waitingFor) return setWaitingFor(null);
    const timer = setTimeout(() => setWaitingFor(null), LANGUAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [lang, waitingFor]);
  const switching = !decided.current && !chosen && locale != null && locale !== lang;
  return switching || (waitingFor != null && waitingFor !== lang);
}

/**
 * /rsvp/:token: a guest's invitation, public (no sign-in: the link is the key). The guest's page, not
 * the shop: no splash (index.html), no search, cart or navigation (AppShell), only the logo and one
 * language switch, as they may never have opened the app before. It opens in their language when known.
 */
export default function RsvpPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const valid = rsvpTokenSchema.safeParse(token).success;
  const rsvp = useRsvp(valid ? token : '');
  const switching = useGuestLanguage(rsvp.data ? rsvp.data.guest.locale : undefined);
  usePageTitle(rsvp.data?.event.title ?? t('rsvp.title'));

  let body: React.ReactNode;
  if (!valid || (rsvp.isError && hasCode(rsvp.error, 'NOT_FOUND'))) {
    body = (
      <EmptyState
        headingLevel={1}
        icon={<LinkIcon className="size-7" />}
        title={t('rsvp.invalidTitle')}
        text={t('rsvp.invalidText')}
      />
    );
  } else if (rsvp.isPending || switching)
    body = <ListSkeleton label={t('rsvp.loading')} blocks={['h-40', 'h-64']} />;
  else if (rsvp.isError) body = <ErrorPanel message={t('rsvp.loadError')} onRetry={() => rsvp.refetch()} />;
  else {
    const venue = rsvp.data.event.venue;
    const venueText = venue ? (venue.kind === 'address' ? addressLine(t, venue.address) : venue.text) : null;
    body = <RsvpCard token={token} view={rsvp.data} venueText={venueText} />;
  }

  return (
    <>
      <header className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3 px-4 pt-4">
        <Link
          to="/"
          className="-m-1 rounded-2xl p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
        >
          <Logo />
        </Link>
        <LanguageToggle />
      </header>
      <main className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-4 pt-4 pb-10">{body}</main>
    </>
  );
}

function LanguageToggle() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const option = (value: 'en' | 'ar', label: string, name: string) => (
    <button
      type="button"
      onClick={() => setLanguage(value)}
      aria-pressed={lang === value}
      lang={value}
      className={cn(
        'h-11 min-w-11 rounded-full px-3 font-bold text-sm transition',
        lang === value ? 'bg-violet-600 text-white' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
  return (
    <fieldset className="flex w-fit gap-1 rounded-full bg-surface p-1 ring-1 ring-slate-200">
      <legend className="sr-only">{t('rsvp.language')}</legend>
      {option('en', t('rsvp.lang.en'), t('rsvp.lang.enName'))}
      {option('ar', t('rsvp.lang.ar'), t('rsvp.lang.arName'))}
    </fieldset>
  );
}
