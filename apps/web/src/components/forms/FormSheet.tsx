import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { hasCode } from '../../lib/errors';
import { signInThen } from '../../lib/sign-in-dialog';
import { SheetDialog } from '../ui/SheetDialog';
import { FormAlert, SubmitButton } from './fields';
import type { FormErrors } from './useForm';

/**
 * A form in a sheet (a bottom sheet on phones, a card from `sm` up): its title and subtitle, the
 * fields (children), the form's own message, and the submit and Cancel buttons. Closing it any way
 * (Cancel, Escape, the close button) calls `onClose`. The caller words everything.
 */
export function FormSheet({
  title,
  subtitle,
  subtitleIcon,
  mark,
  width,
  onClose,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  cancelLabel,
  children,
}: {
  title: string;
  subtitle: string;
  /** Drawn before the subtitle (e.g. a lock beside "stored securely"). */
  subtitleIcon?: ReactNode;
  /** Drawn before the title and subtitle (e.g. the brand's mark). */
  mark?: ReactNode;
  width?: 'sm:max-w-md' | 'sm:max-w-lg';
  onClose: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent) => void;
  /** The translated message about the whole form, shown above the buttons. */
  formError?: string;
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  children: ReactNode;
}) {
  const heading = (
    <>
      <Dialog.Title className="font-extrabold text-slate-900 text-xl sm:text-2xl">{title}</Dialog.Title>
      <p className={cn(subtitleIcon ? 'flex items-start gap-1.5' : undefined, 'text-slate-600 text-sm')}>
        {subtitleIcon}
        {subtitle}
      </p>
    </>
  );
  return (
    <SheetDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={width}
      aria-describedby={undefined}
    >
      {mark ? (
        <div className="mb-5 flex items-start gap-3 pe-10">
          {mark}
          <div className="grid gap-1">{heading}</div>
        </div>
      ) : (
        <div className="mb-5 grid gap-1 pe-10">{heading}</div>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
        {children}
        <FormAlert message={formError} />
        <div className="flex flex-wrap gap-2">
          <div className="min-w-40 flex-1">
            <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
          </div>
          <Dialog.Close className="h-12 rounded-full px-6 font-semibold text-slate-700 hover:bg-slate-100">
            {cancelLabel}
          </Dialog.Close>
        </div>
      </form>
    </SheetDialog>
  );
}

/** A form's own check: the body to send, or the fields to fix. */
type Check<B, F extends string> = () => { ok: true; data: B } | { ok: false; errors: FormErrors<F> };

/**
 * The submit of a form that saves something: checked first (a refusal is said on the form, nothing is
 * sent), then sent once at a time. A refused send is shown on the form; when the session has ended
 * meanwhile, the user is asked to sign in again over the form and the same body is sent again. A send
 * waiting for sign-in goes with the form: closed (or sent anew), nothing it held is sent later.
 */
export function useFormSubmit<B, F extends string>({
  form,
  pending,
  check,
  send,
  signInReason,
}: {
  form: {
    showErrors: (errors: FormErrors<F>) => void;
    clearErrors: () => void;
    showServerError: (error: unknown) => void;
  };
  pending: boolean;
  check: Check<B, F>;
  /** Sends the body; calls `onError` with a refusal (the caller handles success). */
  send: (body: B, onError: (error: Error) => void) => void;
  signInReason: string;
}) {
  const waitingForSignIn = useRef<() => void>(() => {});
  useEffect(() => () => waitingForSignIn.current(), []);

  const sendBody = (body: B) =>
    send(body, (error) => {
      form.showServerError(error);
      if (hasCode(error, 'UNAUTHENTICATED')) {
        waitingForSignIn.current = signInThen(() => sendBody(body), { reason: signInReason });
      }
    });

  return (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const checked = check();
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    waitingForSignIn.current();
    sendBody(checked.data);
  };
}
