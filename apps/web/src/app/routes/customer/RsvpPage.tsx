import { rsvpTokenSchema } from '@haflah/contracts';
import { LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { addressLine } from '../../../features/addresses/utils/address-text';
import { useRsvp } from '../../../features/rsvp/api/rsvp';
import { RsvpCard } from '../../../features/rsvp/components/RsvpCard';
import { cn } from '../../../lib/cn';
import { hasCode } from '../../../lib/errors';
import { setLanguage, useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /rsvp/:token: a guest's invitation, public (no sign-in: the link is the key). The guest picks the
 * language here, as they may never have opened the app before.
 */
export default function RsvpPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const valid = rsvpTokenSchema.safeParse(token).success;
  const rsvp = useRsvp(valid ? token : '');
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
  } else if (rsvp.isPending) body = <ListSkeleton label={t('rsvp.loading')} blocks={['h-40', 'h-64']} />;
  else if (rsvp.isError) body = <ErrorPanel message={t('rsvp.loadError')} onRetry={() => rsvp.refetch()} />;
  else {
    const venue = rsvp.data.event.venue;
    const venueText = venue ? (venue.kind === 'address' ? addressLine(t, venue.address) : venue.text) : null;
    body = <RsvpCard token={token} view={rsvp.data} venueText={venueText} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4">
      <LanguageToggle />
      {body}
    </div>
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
        'h-9 min-w-11 rounded-full px-3 font-bold text-sm transition',
        lang === value ? 'bg-violet-600 text-white' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
  return (
    <fieldset className="flex w-fit gap-1 justify-self-end rounded-full bg-surface p-1 ring-1 ring-slate-200">
      <legend className="sr-only">{t('rsvp.language')}</legend>
      {option('en', t('rsvp.lang.en'), t('rsvp.lang.enName'))}
      {option('ar', t('rsvp.lang.ar'), t('rsvp.lang.arName'))}
    </fieldset>
  );
}
