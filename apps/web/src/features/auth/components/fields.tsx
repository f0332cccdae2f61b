import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'>;

interface TextFieldProps extends InputProps {
  label: string;
  /** Shown beside the label, e.g. '(optional)'. */
  optional?: boolean;
  /** A translated message; marks the input invalid and is announced. */
  error?: string;
  /** Invalid without a message of its own (the form's alert says what is wrong). */
  invalid?: boolean;
  hint?: string;
  /** Something drawn inside the input at its end (e.g. a show-password button). */
  end?: ReactNode;
}

export const inputClass =
  'h-12 w-full rounded-xl border border-slate-200 bg-surface px-3.5 text-base text-slate-900 outline-none transition placeholder:text-slate-400 focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500';

/**
 * Emails, phone numbers and codes are written left to right even in Arabic (dir="ltr" keeps
 * '+973 3600 1234' in order); in an Arabic form they still line up on the right like every other field.
 */
const LATIN_IN_RTL = 'rtl:text-right';

/** The email input every auth form asks for, read left to right in both languages. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      dir="ltr"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      {...props}
    />
  );
}

export function TextField({ label, optional, error, invalid, hint, end, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800 text-sm">
        {label}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-slate-500">{t('auth.fields.optional')}</span>
          </>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, end ? 'pe-12' : undefined, input.dir === 'ltr' && LATIN_IN_RTL)}
          {...input}
        />
        {end && <div className="absolute inset-y-0 end-1 flex items-center">{end}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="text-slate-500 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-red-700 text-sm">
          <AlertCircle className="size-4 shrink-0" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          aria-pressed={visible}
          className="grid size-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      }
    />
  );
}

/** A message about the whole form (missing fields, a refused sign-in). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-900 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </div>
  );
}

export function SubmitButton({
  children,
  pending,
  disabled,
}: {
  children: ReactNode;
  pending?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-violet-600 px-6 font-bold text-white shadow transition hover:bg-violet-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </button>
  );
}
