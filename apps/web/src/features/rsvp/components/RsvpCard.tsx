import { RSVP_ANSWERS, type RsvpAnswerKind, type RsvpView } from '@haflah/contracts';
import { CalendarPlus, Check, Clock, MapPin, Minus, PartyPopper, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextAreaField } from '../../../components/forms/fields';
import { roundIconButton, secondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { errorKey } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { formatTime, keepTogether } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { rsvpCalendarUrl, useAnswerRsvp } from '../api/rsvp';

const RSVP_ERRORS = {
  codes: { NOT_FOUND: 'rsvp.invalidText' },
} as const;

/**
 * The invitation as the guest sees it: what, when and where (the area; the full address once they are
 * going), and their answer, which they can change while answers are open.
 */
export function RsvpCard({
  token,
  view,
  venueText,
}: {
  token: string;
  view: RsvpView;
  /** The full venue in words, once the guest is going (the page words it). */
  venueText: string | null;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { event, guest } = view;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-5 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100"
    >
      <header className="grid gap-1 bg-gradient-to-br from-violet-700 via-fuchsia-600 to-rose-500 p-5 text-white sm:p-7">
        <p className="flex items-center gap-2 font-semibold text-sm text-white/90">
          <PartyPopper className="size-4" aria-hidden />
          {event.hostFirstName
            ? t('rsvp.invites', { host: event.hostFirstName, guest: guest.name })
            : t('rsvp.invited', { guest: guest.name })}
        </p>
        <h1 id={titleId} className="break-words font-extrabold text-2xl sm:text-3xl">
          {event.title}
        </h1>
        <p className="font-medium text-white/90">{t(`events.occasion.${event.occasion}`)}</p>
      </header>
      <div className="grid gap-5 px-5 pb-5 sm:px-7 sm:pb-7">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="flex items-center gap-2 font-semibold text-slate-600 text-sm">
              <Clock className="size-5 shrink-0 text-violet-600" aria-hidden />
              {t('rsvp.when')}
            </dt>
            <dd className="ps-7 text-slate-900">
              {formatDate(event.startsAt, lang)} · {keepTogether(formatTime(event.startsAt, lang))}
            </dd>
          </div>
          {(venueText || event.area) && (
            <div className="min-w-0">
              <dt className="flex items-center gap-2 font-semibold text-slate-600 text-sm">
                <MapPin className="size-5 shrink-0 text-violet-600" aria-hidden />
                {t('rsvp.where')}
              </dt>
              <dd className="break-words ps-7 text-slate-900">{venueText ?? event.area}</dd>
            </div>
          )}
        </dl>
        {!venueText && <p className="text-slate-600 text-sm">{t('rsvp.addressLater')}</p>}
        {event.status === 'cancelled' && (
          <p role="status" className="rounded-2xl bg-red-50 p-4 font-semibold text-red-900">
            {t('rsvp.cancelled')}
          </p>
        )}
        {view.open ? (
          <AnswerForm token={token} view={view} />
        ) : (
          <div className="grid gap-2 rounded-2xl bg-slate-50 p-4 text-slate-700">
            <p className="font-semibold">{t('rsvp.closed')}</p>
            {guest.answer && <p>{t('rsvp.yourAnswer', { answer: t(`rsvp.answer.${guest.answer}`) })}</p>}
          </div>
        )}
        {(guest.answer === 'going' || guest.answer === 'maybe') && event.status !== 'cancelled' && (
          <a href={rsvpCalendarUrl(token)} download className={secondaryButton}>
            <CalendarPlus className="size-4" aria-hidden />
            {t('rsvp.addToCalendar')}
          </a>
        )}
      </div>
    </article>
  );
}

function AnswerForm({ token, view }: { token: string; view: RsvpView }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const answer = useAnswerRsvp();
  const { guest, maxCompanions } = view;
  const [choice, setChoice] = useState<RsvpAnswerKind | null>(guest.answer);
  const [companions, setCompanions] = useState(Math.min(guest.companions, maxCompanions));
  const [note, setNote] = useState(guest.note ?? '');
  const [missing, setMissing] = useState(false);
  const [formError, setFormError] = useState<string>();
  const legendId = useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (answer.isPending) return;
    if (!choice) return setMissing(true);
    setFormError(undefined);
    answer.mutate(
      {
        token,
        // The language they answer in becomes theirs, unless their host chose one.
        body: {
          answer: choice,
          companions: choice === 'going' ? companions : 0,
          note: note.trim(),
          locale: lang,
        },
      },
      {
        onSuccess: () => toast({ kind: 'success', description: t(`rsvp.thanks.${choice}`) }),
        onError: (error) => setFormError(t(errorKey(error, RSVP_ERRORS))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 border-slate-100 border-t pt-5">
      {guest.answer && (
        <p className="font-semibold text-slate-800">
          {t('rsvp.yourAnswer', { answer: t(`rsvp.answer.${guest.answer}`) })}
        </p>
      )}
      <fieldset className="grid gap-2" aria-describedby={missing ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-1.5 font-bold text-slate-900">
          {t(guest.answer ? 'rsvp.change' : 'rsvp.question')}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {RSVP_ANSWERS.map((a) => {
            const checked = choice === a;
            return (
              <label
                key={a}
                className={cn(
                  'flex h-12 cursor-pointer select-none items-center justify-center gap-1.5 rounded-2xl border px-2 text-center font-bold text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500/40',
                  checked
                    ? 'border-violet-600 bg-violet-600 text-white'
                    : missing
                      ? 'border-red-500 bg-surface text-slate-800'
                      : 'border-slate-200 bg-surface text-slate-800 hover:border-violet-300',
                )}
              >
                <input
                  type="radio"
                  name="answer"
                  value={a}
                  checked={checked}
                  onChange={() => {
                    setChoice(a);
                    setMissing(false);
                  }}
                  className="sr-only"
                />
                {checked && <Check className="size-4 shrink-0" aria-hidden />}
                {t(`rsvp.answer.${a}`)}
              </label>
            );
          })}
        </div>
        {missing && (
          <p id={`${legendId}-error`} role="alert" className="text-red-700 text-sm">
            {t('rsvp.pickAnswer')}
          </p>
        )}
      </fieldset>
      {choice === 'going' && maxCompanions > 0 && (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 font-semibold text-slate-800 text-sm">{t('rsvp.companions')}</legend>
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => setCompanions((n) => Math.max(0, n - 1))}
              disabled={companions <= 0}
              aria-label={t('rsvp.fewer')}
              className={roundIconButton}
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <output aria-live="polite" className="min-w-8 text-center font-extrabold text-slate-900 text-xl">
              {companions}
            </output>
            <button
              type="button"
              onClick={() => setCompanions((n) => Math.min(maxCompanions, n + 1))}
              disabled={companions >= maxCompanions}
              aria-label={t('rsvp.more')}
              className={roundIconButton}
            >
              <Plus className="size-4" aria-hidden />
            </button>
            <span className="text-slate-500 text-sm">{t('rsvp.upTo', { count: maxCompanions })}</span>
          </div>
        </fieldset>
      )}
      <TextAreaField
        label={t('rsvp.note')}
        optional
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormAlert message={formError} />
      <div className="sm:w-64">
        <SubmitButton pending={answer.isPending}>
          {t(guest.answer ? 'rsvp.update' : 'rsvp.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
