import { CODE_LENGTH, type CodeRequest, MAX_FAILED_VERIFICATIONS } from '@haflah/contracts';
import { ArrowLeft, MailCheck, RotateCw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, FormAlert, SubmitButton, TextField } from '../../../components/forms/fields';
import { ProfileExtras } from '../../../components/forms/ProfileExtras';
import { useAccountForm } from '../../../components/forms/useAccountForm';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { formatCountdown, useCountdown } from '../../../lib/countdown';
import { hasCode } from '../../../lib/errors';
import type { AuthMode } from '../../../lib/sign-in-dialog';
import { RATE_LIMIT_TOASTS } from '../../../lib/sign-in-errors';
import { validateAuthForm } from '../../../lib/validation';
import { useRequestCode, useVerifyCode } from '../api/auth';
import { authErrorKey } from '../utils/errors';
import { CodeInput } from './CodeInput';
import type { AuthFormProps } from './PasswordForms';

interface SentCode {
  request: CodeRequest;
  /** When the code stops working (epoch ms). */
  deadline: number;
}

/** Spec §2/§4 code flow: request a code, then enter it; Back returns to the request step. */
export function CodeFlow({ mode, values, onChange, onDone }: AuthFormProps & { mode: AuthMode }) {
  const [sent, setSent] = useState<SentCode | null>(null);
  if (sent && sent.request.mode === mode) {
    return <CodeVerifyStep sent={sent} onBack={() => setSent(null)} onDone={onDone} />;
  }
  return <CodeRequestForm mode={mode} values={values} onChange={onChange} onSent={setSent} />;
}

function CodeRequestForm({
  mode,
  values,
  onChange,
  onSent,
}: Omit<AuthFormProps, 'onDone'> & { mode: AuthMode; onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const requestCode = useRequestCode();
  const form = useAccountForm(values, onChange);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (requestCode.isPending) return;
    const checked = validateAuthForm(mode === 'login' ? 'codeLogin' : 'codeRegister', values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    const request = { ...checked.data, mode } as CodeRequest;
    requestCode.mutate(request, {
      onSuccess: ({ expiresInSeconds }) => {
        toast({ kind: 'success', title: t('auth.toast.codeSent'), description: t('auth.toast.checkEmail') });
        onSent({ request, deadline: Date.now() + expiresInSeconds * 1000 });
      },
      onError: (error) => form.showServerError(error, 'codeRequest'),
    });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      {mode === 'register' && (
        <TextField label={t('auth.fields.name')} autoComplete="name" maxLength={50} {...form.field('name')} />
      )}
      <EmailField hint={t('auth.code.requestHint')} {...form.field('email')} />
      {mode === 'register' && <ProfileExtras field={form.field} />}
      <FormAlert message={form.formError} />
      <SubmitButton pending={requestCode.isPending}>
        {requestCode.isPending ? t('auth.actions.sendingCode') : t('auth.actions.sendCode')}
      </SubmitButton>
    </form>
  );
}

export function CodeVerifyStep({
  sent,
  onBack,
  onDone,
}: {
  sent: SentCode;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyCode();
  const resend = useRequestCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [deadline, setDeadline] = useState(sent.deadline);
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState(0);
  const [error, setError] = useState<string>();
  const left = useCountdown(deadline);
  // The step replaces the request form (and its focused button): carry on in the code field.
  useEffect(() => inputRef.current?.focus(), []);
  const expired = left === 0;
  const locked = failed >= MAX_FAILED_VERIFICATIONS;
  // Spec: Resend only once the countdown is over; a locked-out code is useless, so then too.
  const canResend = (expired || locked) && !resend.isPending;
  const canVerify = !expired && !locked && !verify.isPending;

  const lockOut = () => {
    setFailed(MAX_FAILED_VERIFICATIONS);
    setError('auth.errors.requestNewCode');
    toast({
      kind: 'error',
      title: t('auth.toast.tooManyAttempts'),
      description: t('auth.toast.requestNewCode'),
    });
  };

  const submit = (value: string) => {
    if (!canVerify || value.length !== CODE_LENGTH) return;
    setError(undefined);
    const { mode: _mode, ...profile } = sent.request;
    verify.mutate(
      { ...profile, code: value },
      {
        onSuccess: () => {
          toast({
            kind: 'success',
            title: t('auth.toast.success'),
            description: t('auth.toast.emailVerified'),
          });
          onDone();
        },
        onError: (err) => {
          // Spec §4: a failed verification clears the entered code.
          setCode('');
          const reason = err instanceof ApiError ? err.code : undefined;
          if (reason === 'CODE_ATTEMPTS_EXCEEDED') return lockOut();
          if (reason === 'CODE_EXPIRED') setDeadline(Date.now());
          if (reason === 'INVALID_CODE') {
            const next = failed + 1;
            if (next >= MAX_FAILED_VERIFICATIONS) return lockOut();
            setFailed(next);
          }
          setError(authErrorKey(err));
          requestAnimationFrame(() => inputRef.current?.focus());
        },
      },
    );
  };

  const onResend = () => {
    if (!canResend) return;
    setError(undefined);
    resend.mutate(sent.request, {
      onSuccess: ({ expiresInSeconds }) => {
        // Spec §4: Resend resets the countdown, the entered code and the failed-attempt count.
        setDeadline(Date.now() + expiresInSeconds * 1000);
        setCode('');
        setFailed(0);
        toast({ kind: 'success', title: t('auth.toast.codeSent'), description: t('auth.toast.newCodeSent') });
        requestAnimationFrame(() => inputRef.current?.focus());
      },
      onError: (err) => {
        if (hasCode(err, 'RATE_LIMITED')) {
          const { title, description } = RATE_LIMIT_TOASTS.resend;
          toast({ kind: 'error', title: t(title), description: t(description) });
        }
        setError(authErrorKey(err));
      },
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="flex items-start gap-3 rounded-2xl bg-violet-50 p-3.5 text-sm text-violet-900">
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p className="min-w-0">
          {t('auth.code.sentTo')}
          <span dir="ltr" className="block break-all font-semibold rtl:text-right">
            {sent.request.email}
          </span>
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="font-semibold text-slate-800 text-sm">
          {t('auth.fields.code')}
        </label>
        <CodeInput
          ref={inputRef}
          id={id}
          value={code}
          onChange={(digits) => {
            setCode(digits);
            if (error && !locked && !expired) setError(undefined);
          }}
          onComplete={submit}
          disabled={expired || locked}
          invalid={Boolean(error)}
          describedBy={`${id}-timer`}
        />
        <p
          id={`${id}-timer`}
          className={expired ? 'font-semibold text-red-700 text-sm' : 'text-slate-600 text-sm'}
        >
          {expired ? (
            <span role="status">{t('auth.code.expired')}</span>
          ) : (
            // The seconds tick silently: announcing each would drown everything else out.
            <span role="timer" aria-live="off">
              {t('auth.code.expiresIn', { time: formatCountdown(left) })}
            </span>
          )}
        </p>
      </div>
      <FormAlert message={error ? t(error) : undefined} />
      <SubmitButton pending={verify.isPending} disabled={!canVerify || code.length !== CODE_LENGTH}>
        {verify.isPending ? t('auth.actions.verifying') : t('auth.actions.verify')}
      </SubmitButton>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={onBack}
          className="flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-slate-700 text-sm hover:bg-slate-100"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('common.back')}
        </button>
        <button
          type="button"
          onClick={onResend}
          disabled={!canResend}
          className="flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-sm text-violet-700 hover:bg-violet-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <RotateCw className={resend.isPending ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          {t('auth.actions.resend')}
        </button>
      </div>
    </form>
  );
}
