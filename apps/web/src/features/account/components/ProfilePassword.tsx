import { PASSWORD_MAX_LENGTH, passwordSchema } from '@haflah/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/forms/fields';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { wideSecondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { SIGN_IN_ERRORS } from '../../../lib/sign-in-errors';
import { issueMessage, MESSAGES } from '../../../lib/validation';
import { useChangePassword } from '../api/account';

type ChangeField = 'current' | 'password' | 'confirm';
type Values = Partial<Record<ChangeField, string>>;

const CHANGE_FORM: FormOptions<ChangeField> = {
  isRequired: (_field, message) => message === MESSAGES.required,
  formOnly: MESSAGES.required,
  server: {
    // A wrong current password is said beside it, in this form's words.
    messages: {
      ...SIGN_IN_ERRORS,
      codes: { ...SIGN_IN_ERRORS.codes, INVALID_CREDENTIALS: 'profile.password.wrongCurrent' },
    },
    fields: { INVALID_CREDENTIALS: 'current' },
  },
};

/** What is wrong with the fields before anything is sent (registration's password rules), if anything. */
export function checkPasswordChange(values: Values): Partial<Record<ChangeField, string>> {
  const missing = (['current', 'password', 'confirm'] as const).filter((f) => !values[f]);
  if (missing.length) return Object.fromEntries(missing.map((f) => [f, MESSAGES.required]));
  const parsed = passwordSchema.safeParse(values.password);
  if (!parsed.success)
    return { password: issueMessage(parsed.error.issues[0] ?? { message: '' }, MESSAGES.password) };
  return values.password === values.confirm ? {} : { confirm: 'auth.validation.passwordMismatch' };
}

/**
 * The profile's "Change password": the current password, then the new one twice. The account's
 * other sessions end (the form says so first); this one goes on.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="password-title"
      className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:p-6"
    >
      <h2 id="password-title" className="flex items-center gap-2 font-bold text-slate-900">
        <KeyRound className="size-5 text-violet-700" aria-hidden />
        {t('profile.password.title')}
      </h2>
      {open ? (
        <ChangePasswordForm onClose={() => setOpen(false)} />
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={wideSecondaryButton}>
          {t('profile.password.open')}
        </button>
      )}
    </section>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState<Values>({});
  const form = useForm<ChangeField>(values, (f, v) => setValues((old) => ({ ...old, [f]: v })), CHANGE_FORM);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const fields = checkPasswordChange(values);
    if (Object.keys(fields).length) {
      const missing = Object.values(fields).includes(MESSAGES.required);
      return form.showErrors({ fields, form: missing ? MESSAGES.required : undefined });
    }
    form.clearErrors();
    change.mutate(
      { currentPassword: values.current ?? '', newPassword: values.password ?? '' },
      {
        onSuccess: () => {
          toast({
            kind: 'success',
            title: t('profile.password.doneTitle'),
            description: t('profile.password.doneText'),
          });
          onClose();
        },
        onError: (error) => form.showServerError(error),
      },
    );
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-slate-600 text-sm">{t('profile.password.note')}</p>
      <PasswordField
        label={t('profile.password.current')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('profile.password.noPassword')}
        {...form.field('current')}
      />
      <PasswordField
        label={t('profile.password.new')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('auth.fields.passwordHint')}
        {...form.field('password')}
      />
      <PasswordField
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('confirm')}
      />
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1 sm:flex-none">
          <SubmitButton pending={change.isPending}>
            {change.isPending ? t('profile.password.saving') : t('profile.password.save')}
          </SubmitButton>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="h-12 rounded-full px-6 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
