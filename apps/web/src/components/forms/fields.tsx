import { AlertCircle, Check, ChevronDown, Eye, EyeOff } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { largePrimaryButton } from '../ui/buttons';

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
  'h-12 w-full rounded-xl border border-slate-200 bg-surface px-3.5 text-base text-slate-900 outline-none transition placeholder:text-slate-500 focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500';

/**
 * Emails, phone numbers and codes are written left to right even in Arabic (dir="ltr" keeps
 * '+973 3600 1234' in order); in an Arabic form they still line up on the right like every other field.
 */
const LATIN_IN_RTL = 'rtl:text-right';
/**
 * Room for something drawn at the input's end. The slot sits at the end of the page's direction, so a
 * left-to-right input in an Arabic form (whose own `pe-` would be its right) needs it on its left.
 */
const roomAtEnd = (dir: string | undefined) => (dir === 'ltr' ? 'pr-12 rtl:pr-3.5 rtl:pl-12' : 'pe-12');

/** The email input every account form asks for, read left to right in both languages. */
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

/** A phone number, written left to right in both languages, with the local way of writing it as a hint. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      maxLength={20}
      placeholder={t('auth.fields.phonePlaceholder')}
      {...props}
    />
  );
}

export function TextField({ label, optional, error, invalid, hint, end, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(
            inputClass,
            end ? roomAtEnd(input.dir) : undefined,
            input.dir === 'ltr' && LATIN_IN_RTL,
          )}
          {...input}
        />
        {end && <div className="absolute inset-y-0 end-1 flex items-center">{end}</div>}
      </div>
    </FieldFrame>
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
      className={cn(largePrimaryButton, 'w-full')}
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

/** The label, hint and error around one control (the parts every field shares). */
function FieldFrame({
  id,
  label,
  optional,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800 text-sm">
        {label}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-slate-500">{t('auth.fields.optional')}</span>
          </>
        )}
      </label>
      {children}
      <FieldNote id={id} hint={hint} error={error} />
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error && `${id}-error`, hint && !error && `${id}-hint`].filter(Boolean).join(' ') || undefined;

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  invalid?: boolean;
  hint?: string;
}

/** A native select (the phone's own picker), styled like the text inputs. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  invalid,
  hint,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          // Until something is chosen, the placeholder option reads as a placeholder, not as a value.
          className={cn(
            select.value ? inputClass : inputClass.replace('text-slate-900', 'text-slate-500'),
            'appearance-none pe-10',
          )}
          {...select}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value} className="text-slate-900">
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 end-3 my-auto size-5 text-slate-500"
          aria-hidden
        />
      </div>
    </FieldFrame>
  );
}

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'children'> {
  label: string;
  optional?: boolean;
  error?: string;
  invalid?: boolean;
  hint?: string;
}

export function TextAreaField({ label, optional, error, invalid, hint, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(inputClass, 'h-auto min-h-24 resize-y py-3')}
        {...area}
      />
    </FieldFrame>
  );
}

interface ChoiceChipsProps {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  invalid?: boolean;
  hint?: string;
}

/** Several choices as tappable chips: real checkboxes underneath, for keyboards and screen readers. */
export function ChoiceChips({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  invalid,
  hint,
}: ChoiceChipsProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy(id, error, hint)}>
      <legend className="mb-1.5 font-semibold text-slate-800 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const checked = value.includes(o.value);
          return (
            <label
              key={o.value}
              className={cn(
                'relative flex h-10 cursor-pointer select-none items-center gap-1.5 rounded-full border px-3.5 font-semibold text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500/40',
                checked
                  ? 'border-violet-600 bg-violet-600 text-white'
                  : error || invalid
                    ? 'border-red-500 bg-surface text-slate-700'
                    : 'border-slate-200 bg-surface text-slate-700 hover:border-violet-300',
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={o.value}
                checked={checked}
                onChange={(e) => toggle(o.value, e.target.checked)}
                aria-invalid={error || invalid ? true : undefined}
                className="sr-only"
              />
              {checked && <Check className="size-4 shrink-0" aria-hidden />}
              {o.label}
            </label>
          );
        })}
      </div>
      <FieldNote id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A field's hint, or its error in place of the hint (ids match the field's aria-describedby). */
function FieldNote({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="flex items-center gap-1.5 text-red-700 text-sm">
        <AlertCircle className="size-4 shrink-0" aria-hidden />
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="text-slate-500 text-xs">
      {hint}
    </p>
  );
}
