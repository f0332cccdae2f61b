import { Info, KeyRound, Mail } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { cn } from '../../../lib/cn';
import type { AuthMode } from '../../../lib/sign-in-dialog';
import type { AuthField, FieldValues } from '../../../lib/validation';
import { CodeFlow } from './CodeFlow';
import { ForgotPassword } from './ForgotPassword';
import { PasswordLoginForm, PasswordRegisterForm } from './PasswordForms';

export type AuthMethod = 'password' | 'code';

interface AuthDialogProps {
  open: boolean;
  initialMode: AuthMode;
  /** Why the dialog opened by itself (an i18n key), said in place of the usual subtitle. */
  reason?: string;
  /** The sign-in title that says why (an i18n key), in place of 'Welcome Back'. */
  title?: string;
  onOpenChange: (open: boolean) => void;
  /** The user signed in (or registered); without it the dialog just closes. */
  onSignedIn?: () => void;
}

/**
 * Spec §2 "Sign-in and registration dialog": login or register, each with a password form and a
 * verification-code flow. Loaded on demand (React.lazy), so the Home route doesn't pay for it.
 */
export default function AuthDialog({
  open,
  initialMode,
  reason,
  title,
  onOpenChange,
  onSignedIn,
}: AuthDialogProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [method, setMethod] = useState<AuthMethod>('password');
  /** "Forgot password?" was chosen: the reset takes the dialog's place until done or Back. */
  const [forgot, setForgot] = useState(false);
  // What was typed survives switching between modes and methods.
  const [values, setValues] = useState<FieldValues>({});
  const onChange = (field: AuthField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const onDone = onSignedIn ?? (() => onOpenChange(false));
  const formProps = { values, onChange, onDone };
  const heading = forgot
    ? t('auth.forgot.title')
    : mode === 'login'
      ? t(title ?? 'auth.dialog.loginTitle')
      : t('auth.dialog.registerTitle');

  return (
    <SheetDialog
      ref={contentRef}
      open={open}
      onOpenChange={onOpenChange}
      onOpenAutoFocus={(e) => {
        // Start in the first field rather than on the close button.
        const first = contentRef.current?.querySelector<HTMLElement>('form input');
        if (first) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="mb-5 grid gap-1 pe-10">
        <Dialog.Title className="font-extrabold text-slate-900 text-xl sm:text-2xl">{heading}</Dialog.Title>
        {forgot ? (
          <Dialog.Description className="text-slate-600 text-sm">{t('auth.forgot.text')}</Dialog.Description>
        ) : reason ? (
          // The page behind (and its toast) is hidden from assistive technology while the dialog
          // is open, so the dialog itself says why it appeared.
          <Dialog.Description className="mt-1 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-950 text-sm">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t(reason)}
          </Dialog.Description>
        ) : (
          <Dialog.Description className="text-slate-600 text-sm">
            {mode === 'login' ? t('auth.dialog.loginText') : t('auth.dialog.registerText')}
          </Dialog.Description>
        )}
      </div>

      {forgot ? (
        <ForgotPassword
          email={values.email ?? ''}
          onEmailChange={(email) => onChange('email', email)}
          onBack={() => setForgot(false)}
          onDone={onDone}
        />
      ) : (
        <>
          <fieldset className="mb-5">
            <legend className="sr-only">{t('auth.dialog.method')}</legend>
            <div className="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1">
              <MethodButton active={method === 'password'} onClick={() => setMethod('password')}>
                <KeyRound className="size-4" aria-hidden />
                {t('auth.dialog.withPassword')}
              </MethodButton>
              <MethodButton active={method === 'code'} onClick={() => setMethod('code')}>
                <Mail className="size-4" aria-hidden />
                {t('auth.dialog.withCode')}
              </MethodButton>
            </div>
          </fieldset>

          {method === 'code' ? (
            <CodeFlow key={mode} mode={mode} {...formProps} />
          ) : mode === 'login' ? (
            <>
              <PasswordLoginForm {...formProps} />
              <button
                type="button"
                onClick={() => setForgot(true)}
                className="mx-auto mt-2 flex min-h-11 w-fit items-center rounded-full px-3 font-semibold text-sm text-violet-700 hover:bg-violet-50"
              >
                {t('auth.forgot.link')}
              </button>
            </>
          ) : (
            <PasswordRegisterForm {...formProps} />
          )}

          <p className="mt-5 text-center text-slate-600 text-sm">
            {mode === 'login' ? t('auth.dialog.noAccount') : t('auth.dialog.haveAccount')}{' '}
            <button
              type="button"
              onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
              className="rounded font-bold text-violet-700 hover:underline"
            >
              {mode === 'login' ? t('auth.dialog.toRegister') : t('auth.dialog.toLogin')}
            </button>
          </p>
        </>
      )}
    </SheetDialog>
  );
}

function MethodButton({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'flex items-center justify-center gap-1.5 rounded-full px-3 py-2 font-semibold text-sm transition',
        active ? 'bg-surface text-violet-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}
