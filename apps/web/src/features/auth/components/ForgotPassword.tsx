import { CODE_LENGTH, passwordSchema } from '@haflah/contracts';
import { ArrowLeft, MailCheck, RotateCw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, FormAlert, PasswordField, SubmitButton } from '../../../components/forms/fields';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
import { formatCountdown, useCountdown } from '../../../lib/countdown';
import { hasCode } from '../../../lib/errors';
import { RATE_LIMIT_TOASTS, SIGN_IN_ERRORS } from '../../../lib/sign-in-errors';
import { issueMessage, MESSAGES, validateAuthForm } from '../../../lib/validation';
import { useRequestPasswordReset, useResetPassword } from '../api/auth';
import { CodeInput } from './CodeInput';

type ResetField = 'email' | 'code' | 'password' | 'confirm';
type ResetValues = Partial<Record<ResetField, string>>;

const RESET_FORM: FormOptions<ResetField> = {
  isRequired: (_field, message) => message === MESSAGES.required,
  formOnly: MESSAGES.required,
  server: {
    messages: SIGN_IN_ERRORS,
    fields: { INVALID_CODE: 'code', CODE_EXPIRED: 'code', CODE_ATTEMPTS_EXCEEDED: 'code' },
  },
};

/** A new password: registration's rules (the contracts' schema), and typed the same twice. */
export function checkNewPassword(
  password: string,
  confirm: string,
): Partial<Record<'password' | 'confirm', string>> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) {
    return { password: issueMessage(parsed.error.issues[0] ?? { message: '' }, MESSAGES.password) };
  }
  return password === confirm ? {} : { confirm: 'auth.validation.passwordMismatch' };
}

const CODE_ERRORS = ['INVALID_CODE', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'] as const;

const linkButton =
  'flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-sm disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * "Forgot password?": the email gets a 6-digit code (the same 120 seconds as a sign-in code, and the
 * same answer whether or not the email has an account); the code and a new password, typed twice,
 * then sign the user in, as apps do after a reset (every other session of the account has ended).
 */
export function ForgotPassword({
  email,
  onEmailChange,
  onBack,
  onDone,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** Back to the sign-in form. */
  onBack: () => void;
  /** Signed in with the new password. */
  onDone: () => void;
}) {
  const [sent, setSent] = useState<{ email: string; deadline: number } | null>(null);
  if (sent) return <ResetStep sent={sent} onBack={() => setSent(null)} onDone={onDone} />;
  return <RequestStep email={email} onEmailChange={onEmailChange} onBack={onBack} onSent={setSent} />;
}

function RequestStep({
  email,
  onEmailChange,
  onBack,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onSent: (sent: { email: string; deadline: number }) => void;
}) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<ResetField>({ email }, (_field, value) => onEmailChange(value), RESET_FORM);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (request.isPending) return;
    const checked = validateAuthForm('codeLogin', { email });
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    request.mutate(
      { email: checked.data.email },
      {
        onSuccess: ({ expiresInSeconds }) => {
          toast({
            kind: 'success',
            title: t('auth.toast.codeSent'),
            description: t('auth.forgot.checkEmail'),
          });
          onSent({ email: checked.data.email, deadline: Date.now() + expiresInSeconds * 1000 });
        },
        onError: (error) => form.showServerError(error, RATE_LIMIT_TOASTS.codeRequest),
      },
    );
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      <EmailField hint={t('auth.forgot.requestHint')} {...form.field('email')} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={request.isPending}>
        {request.isPending ? t('auth.actions.sendingCode') : t('auth.actions.sendCode')}
      </SubmitButton>
      <button
        type="button"
        onClick={onBack}
        className={`${linkButton} justify-self-start text-slate-700 hover:bg-slate-100`}
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('auth.forgot.backToSignIn')}
      </button>
    </form>
  );
}

function ResetStep({
  sent,
  onBack,
  onDone,
}: {
  sent: { email: string; deadline: number };
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();
  const codeRef = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const [values, setValues] = useState<ResetValues>({});
  const form = useForm<ResetField>(
    values,
    (field, value) => setValues((v) => ({ ...v, [field]: value })),
    RESET_FORM,
  );
  const [deadline, setDeadline] = useState(sent.deadline);
  const [locked, setLocked] = useState(false);
  const left = useCountdown(deadline);
  const expired = left === 0;
  useEffect(() => codeRef.current?.focus(), []);
  const canResend = (expired || locked) && !resend.isPending;
  const code = form.field('code');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending || expired || locked) return;
    const typed = { code: values.code ?? '', password: values.password ?? '', confirm: values.confirm ?? '' };
    const missing = (Object.keys(typed) as (keyof typeof typed)[]).filter((f) => !typed[f]);
    if (missing.length) {
      return form.showErrors({
        form: MESSAGES.required,
        fields: Object.fromEntries(missing.map((f) => [f, MESSAGES.required])),
      });
    }
    const fields: Partial<Record<ResetField, string>> = checkNewPassword(typed.password, typed.confirm);
    if (typed.code.length !== CODE_LENGTH) fields.code = 'auth.errors.invalidCode';
    if (Object.keys(fields).length) return form.showErrors({ fields });
    form.clearErrors();
    reset.mutate(
      { email: sent.email, code: typed.code, password: typed.password },
      {
        onSuccess: () => {
          toast({
            kind: 'success',
            title: t('auth.forgot.doneTitle'),
            description: t('auth.forgot.doneText'),
          });
          onDone();
        },
        onError: (error) => {
          if (hasCode(error, 'CODE_ATTEMPTS_EXCEEDED')) setLocked(true);
          if (hasCode(error, 'CODE_EXPIRED')) setDeadline(Date.now());
          // Spec §4: a failed code is cleared.
          if (CODE_ERRORS.some((c) => hasCode(error, c))) setValues((v) => ({ ...v, code: '' }));
          form.showServerError(error);
        },
      },
    );
  };

  const onResend = () => {
    if (!canResend) return;
    resend.mutate(
      { email: sent.email },
      {
        onSuccess: ({ expiresInSeconds }) => {
          setDeadline(Date.now() + expiresInSeconds * 1000);
          setLocked(false);
          setValues((v) => ({ ...v, code: '' }));
          form.clearErrors();
          toast({
            kind: 'success',
            title: t('auth.toast.codeSent'),
            description: t('auth.toast.newCodeSent'),
          });
          requestAnimationFrame(() => codeRef.current?.focus());
        },
        onError: (error) => form.showServerError(error, RATE_LIMIT_TOASTS.resend),
      },
    );
  };
  // A whole code moves on to the new password rather than submitting.
  const focusNewPassword = () => {
    const password = form.formRef.current?.querySelector('input[name="password"]') as HTMLInputElement | null;
    password?.focus();
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      <div className="flex items-start gap-3 rounded-2xl bg-violet-50 p-3.5 text-sm text-violet-900">
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p className="min-w-0">
          {t('auth.code.sentTo')}
          <span dir="ltr" className="block break-all font-semibold rtl:text-right">
            {sent.email}
          </span>
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={codeId} className="font-semibold text-slate-800 text-sm">
          {t('auth.fields.code')}
        </label>
        <CodeInput
          ref={codeRef}
          id={codeId}
          value={code.value}
          onChange={(digits) => code.onChange({ target: { value: digits } })}
          onComplete={focusNewPassword}
          disabled={expired || locked}
          invalid={code.invalid}
          describedBy={`${codeId}-timer`}
        />
        {code.error && <p className="font-semibold text-red-700 text-sm">{code.error}</p>}
        <p
          id={`${codeId}-timer`}
          className={expired ? 'font-semibold text-red-700 text-sm' : 'text-slate-600 text-sm'}
        >
          {expired ? (
            <span role="status">{t('auth.code.expired')}</span>
          ) : (
            <span role="timer" aria-live="off">
              {t('auth.code.expiresIn', { time: formatCountdown(left) })}
            </span>
          )}
        </p>
      </div>
      <PasswordField
        label={t('auth.forgot.newPassword')}
        autoComplete="new-password"
        maxLength={128}
        hint={t('auth.fields.passwordHint')}
        {...form.field('password')}
      />
      <PasswordField
        label={t('auth.forgot.confirmPassword')}
        autoComplete="new-password"
        maxLength={128}
        {...form.field('confirm')}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={reset.isPending} disabled={expired || locked}>
        {reset.isPending ? t('auth.forgot.saving') : t('auth.forgot.submit')}
      </SubmitButton>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={onBack} className={`${linkButton} text-slate-700 hover:bg-slate-100`}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('common.back')}
        </button>
        <button
          type="button"
          onClick={onResend}
          disabled={!canResend}
          className={`${linkButton} text-violet-700 hover:bg-violet-50`}
        >
          <RotateCw className={resend.isPending ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          {t('auth.actions.resend')}
        </button>
      </div>
    </form>
  );
}
