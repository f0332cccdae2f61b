import {
  type EventDetail,
  type Guest,
  guestInputSchema,
  LANGUAGES,
  type Language,
  latinDigits,
} from '@haflah/contracts';
import { ChevronDown, Copy, Languages, Mail, MessageCircle, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  FormAlert,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/forms/fields';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { ItemAction, useRefusedItemAction } from '../../../components/ui/ItemActions';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatPhone } from '../../../lib/format';
import { issueMessage } from '../../../lib/validation';
import { useAddGuest, useInviteGuest, useRemoveGuest, useUpdateGuest } from '../api/events';
import { inviteUrl, whatsappUrl } from '../utils/invite';

const SIGN_IN_REASON = 'events.errors.signInAgain';
const GUEST_ERRORS = { codes: { NOT_FOUND: 'events.errors.guestGone' } } as const;
/** An invitation refused for the mail limits (per host an hour, per address a day) says so. */
const INVITE_ERRORS = {
  codes: { ...GUEST_ERRORS.codes, RATE_LIMITED: 'events.errors.invitationsLimited' },
} as const;

const ANSWER_TONES = {
  going: 'bg-emerald-50 text-emerald-800',
  maybe: 'bg-amber-50 text-amber-900',
  declined: 'bg-red-50 text-red-800',
  none: 'bg-slate-100 text-slate-700',
} as const;

/** The guests, each with their answer, companions and note, and the ways to send them their link. */
export function GuestList({ event, open }: { event: EventDetail; open: boolean }) {
  const { t } = useTranslation();
  if (event.guests.length === 0) {
    return <p className="rounded-2xl bg-slate-50 p-4 text-slate-600 text-sm">{t('events.guests.none')}</p>;
  }
  return (
    <ul aria-label={t('events.guests.list')} className="grid gap-3 md:grid-cols-2">
      {event.guests.map((guest) => (
        <GuestRow key={guest.id} event={event} guest={guest} open={open} />
      ))}
    </ul>
  );
}

function GuestRow({ event, guest, open }: { event: EventDetail; guest: Guest; open: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirmInline();
  const remove = useRemoveGuest();
  const invite = useInviteGuest();
  const failed = useRefusedItemAction(GUEST_ERRORS, SIGN_IN_REASON);
  const inviteFailed = useRefusedItemAction(INVITE_ERRORS, SIGN_IN_REASON);
  const url = inviteUrl(guest.invitePath);
  const answer = guest.answer ?? 'none';

  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast({ kind: 'success', description: t('events.guests.copied', { name: guest.name }) }),
      () => toast({ kind: 'error', description: t('events.guests.copyFailed') }),
    );
  const sendEmail = () =>
    invite.mutate(
      { id: event.id, guestId: guest.id },
      {
        onSuccess: () =>
          toast({ kind: 'success', description: t('events.guests.emailed', { name: guest.name }) }),
        onError: inviteFailed(sendEmail),
      },
    );
  const confirmRemove = () =>
    remove.mutate(
      { id: event.id, guestId: guest.id },
      {
        onSuccess: () =>
          toast({ kind: 'success', description: t('events.guests.removed', { name: guest.name }) }),
        onError: failed(confirmRemove),
      },
    );

  return (
    <li className="grid min-w-0 content-start gap-2 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-slate-900">{guest.name}</h3>
        <span className={cn('rounded-full px-2.5 py-0.5 font-semibold text-xs', ANSWER_TONES[answer])}>
          {t(`events.answer.${answer}`)}
        </span>
      </div>
      {guest.answer === 'going' && (
        <p className="text-slate-600 text-sm">{t('events.guests.companions', { count: guest.companions })}</p>
      )}
      {(guest.phone || guest.email) && (
        <p className="flex flex-wrap gap-x-3 text-slate-600 text-sm">
          {guest.phone && <bdi dir="ltr">{formatPhone(guest.phone)}</bdi>}
          {guest.email && <bdi dir="ltr">{guest.email}</bdi>}
        </p>
      )}
      {guest.note && (
        <p className="break-words rounded-xl bg-slate-50 px-3 py-2 text-slate-700 text-sm">
          <span className="sr-only">{t('events.guests.note')} </span>
          {guest.note}
        </p>
      )}
      {open && <GuestLanguage eventId={event.id} guest={guest} />}
      {confirm.confirming ? (
        <ConfirmInline
          text={t('events.guests.confirmRemove', { name: guest.name })}
          confirmLabel={t('events.guests.remove')}
          cancelLabel={t('events.guests.keep')}
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={confirm.cancel}
        />
      ) : (
        <div className="flex flex-wrap gap-1.5 border-slate-100 border-t pt-2">
          {open && (
            <>
              <ItemAction
                icon={Copy}
                label={t('events.guests.copyLink')}
                itemName={guest.name}
                tone="soft"
                onClick={copy}
              />
              <a
                href={whatsappUrl(t, { event, guest, url })}
                target="_blank"
                rel="noreferrer"
                className="flex h-10 items-center gap-1.5 rounded-full px-3.5 font-semibold text-emerald-800 text-sm transition hover:bg-emerald-50"
              >
                <MessageCircle className="size-4" aria-hidden />
                {t('events.guests.whatsapp')} <span className="sr-only">{guest.name}</span>
              </a>
              {guest.email && (
                <ItemAction
                  icon={Mail}
                  label={t('events.guests.sendEmail')}
                  itemName={guest.name}
                  tone="plain"
                  onClick={sendEmail}
                  disabled={invite.isPending}
                  pending={invite.isPending}
                />
              )}
            </>
          )}
          <ItemAction
            ref={confirm.triggerRef}
            icon={Trash2}
            label={t('events.guests.remove')}
            itemName={guest.name}
            tone="danger"
            className="ms-auto"
            onClick={confirm.ask}
            disabled={remove.isPending}
          />
        </div>
      )}
    </li>
  );
}

/** 'both': not known, so the WhatsApp invitation is written in both languages. */
type LanguageChoice = Language | 'both';
const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['both', ...LANGUAGES];
const localeOf = (choice: LanguageChoice) => (choice === 'both' ? {} : { locale: choice });

/**
 * The guest's invitation language, changed in place (saved at once): the host's choice, or the one
 * the guest answered in.
 */
function GuestLanguage({ eventId, guest }: { eventId: string; guest: Guest }) {
  const { t } = useTranslation();
  const update = useUpdateGuest();
  const failed = useRefusedItemAction(GUEST_ERRORS, SIGN_IN_REASON);
  const change = (choice: LanguageChoice) =>
    update.mutate(
      {
        id: eventId,
        guestId: guest.id,
        body: {
          name: guest.name,
          ...(guest.phone ? { phone: guest.phone } : {}),
          ...(guest.email ? { email: guest.email } : {}),
          ...localeOf(choice),
        },
      },
      {
        onSuccess: () =>
          toast({ kind: 'success', description: t('events.guests.languageSaved', { name: guest.name }) }),
        onError: failed(() => change(choice)),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 text-sm">
      <Languages className="size-4 shrink-0" aria-hidden />
      <span aria-hidden>{t('events.guests.language')}</span>
      <div className="relative">
        <select
          aria-label={t('events.guests.languageFor', { name: guest.name })}
          value={guest.locale ?? 'both'}
          disabled={update.isPending}
          onChange={(e) => change(e.target.value as LanguageChoice)}
          className="h-11 appearance-none rounded-full bg-slate-50 ps-3 pe-8 font-semibold text-slate-800 text-sm ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 disabled:opacity-60"
        >
          {LANGUAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`events.guests.languages.${choice}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 end-2.5 my-auto size-4 text-slate-500"
          aria-hidden
        />
      </div>
    </div>
  );
}

type GuestField = 'name' | 'phone' | 'email';
const GUEST_MESSAGES: Record<GuestField, string> = {
  name: 'events.guests.validation.name',
  phone: 'auth.validation.phone',
  email: 'auth.validation.email',
};
const GUEST_FORM: FormOptions<GuestField> = {
  isRequired: () => false,
  server: {
    messages: { codes: { INVALID_PHONE: GUEST_MESSAGES.phone } },
    fields: { INVALID_PHONE: 'phone' },
    issues: (issues) => {
      const fields: Partial<Record<GuestField, string>> = {};
      for (const issue of issues) {
        const f = issue.path.split('.')[1] as GuestField;
        if (f in GUEST_MESSAGES) fields[f] ??= issueMessage(issue, GUEST_MESSAGES[f]);
      }
      return fields;
    },
  },
};
const EMPTY_GUEST = { name: '', phone: '', email: '' };

/** Adding a guest: a name, and optionally a phone number and an email (for sending the invitation). */
export function AddGuestForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const add = useAddGuest();
  const [values, setValues] = useState<Record<GuestField, string>>(EMPTY_GUEST);
  const [language, setInviteLanguage] = useState<LanguageChoice>('both');
  const form = useForm<GuestField>(
    values,
    (field, value) => setValues((v) => ({ ...v, [field]: field === 'phone' ? latinDigits(value) : value })),
    GUEST_FORM,
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    const body = {
      name: values.name.trim(),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...localeOf(language),
    };
    const parsed = guestInputSchema.safeParse(body);
    if (!parsed.success) {
      const fields: Partial<Record<GuestField, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as GuestField;
        if (f in GUEST_MESSAGES) fields[f] ??= issueMessage(issue, GUEST_MESSAGES[f]);
      }
      return form.showErrors({ fields });
    }
    form.clearErrors();
    add.mutate(
      { id: eventId, body: parsed.data },
      {
        onSuccess: () => {
          toast({ kind: 'success', description: t('events.guests.added', { name: body.name }) });
          setValues(EMPTY_GUEST);
          setInviteLanguage('both');
          form.formRef.current?.querySelector('input')?.focus();
        },
        onError: (error) => form.showServerError(error),
      },
    );
  };
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('events.guests.addTitle')}
      className="grid gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
    >
      <h3 className="flex items-center gap-2 font-bold text-slate-900">
        <UserPlus className="size-5 text-violet-600" aria-hidden />
        {t('events.guests.addTitle')}
      </h3>
      <div className="grid items-start gap-3 md:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('events.guests.name')}
          maxLength={80}
          autoComplete="off"
          {...form.field('name')}
        />
        <PhoneField optional autoComplete="off" {...form.field('phone')} />
        <EmailField optional autoComplete="off" {...form.field('email')} />
        <SelectField
          label={t('events.guests.language')}
          placeholder={t('events.guests.languages.both')}
          hint={t('events.guests.languageHint')}
          value={language}
          onChange={(e) => setInviteLanguage(e.target.value as LanguageChoice)}
          options={LANGUAGE_CHOICES.map((choice) => ({
            value: choice,
            label: t(`events.guests.languages.${choice}`),
          }))}
        />
      </div>
      <FormAlert message={form.formError} />
      <div className="sm:w-56">
        <SubmitButton pending={add.isPending}>{t('events.guests.add')}</SubmitButton>
      </div>
    </form>
  );
}
