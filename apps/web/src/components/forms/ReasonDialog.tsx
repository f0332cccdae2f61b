import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { SheetDialog } from '../ui/SheetDialog';

/**
 * A refusal that needs its reason (a shop rejecting an order, an admin rejecting a shop): the cursor
 * starts in the reason, which must have `min` characters once trimmed. What was typed stays if the
 * dialog is closed or the server refuses; the refusal (`error`) is said inside the dialog. Its words
 * come translated from the caller.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  pending,
  error,
  onSubmit,
  min,
  max,
  words,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  min: number;
  max: number;
  words: {
    title: string;
    /** What follows the refusal, said before anything is typed. */
    what: string;
    reason: string;
    /** The count under the field. */
    hint: (length: number) => string;
    /** Why a reason of this (trimmed) text is not enough. */
    problem: (trimmed: string) => string;
    keep: string;
    confirm: string;
    saving: string;
  };
}) {
  const ids = { field: useId(), hint: useId(), problem: useId(), what: useId() };
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const trimmed = reason.trim();
    if (trimmed.length < min) {
      setProblem(words.problem(trimmed));
      field.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(trimmed);
  };

  return (
    <SheetDialog
      // The reason is what the dialog asks for: the cursor starts there.
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        field.current?.focus();
      }}
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      aria-describedby={ids.what}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">{words.title}</Dialog.Title>
        <p id={ids.what} className="rounded-2xl bg-amber-50 p-3 text-amber-950 text-sm">
          {words.what}
        </p>
        <div className="grid gap-1">
          <label htmlFor={ids.field} className="font-semibold text-slate-800 text-sm">
            {words.reason}
          </label>
          <textarea
            ref={field}
            id={ids.field}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (problem && e.target.value.trim().length >= min) setProblem(null);
            }}
            maxLength={max}
            rows={3}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.problem} ${ids.hint}` : ids.hint}
            className={cn(
              'w-full rounded-xl border border-slate-300 bg-white p-3 text-slate-900 outline-none focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-200',
              problem && 'border-red-500',
            )}
          />
          {problem && (
            <p id={ids.problem} className="text-red-700 text-sm">
              {problem}
            </p>
          )}
          <p id={ids.hint} className="text-slate-500 text-xs">
            {words.hint(reason.length)}
          </p>
        </div>
        {error && (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900 text-sm">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close
            disabled={pending}
            className="h-11 rounded-full px-5 font-semibold text-slate-700 hover:bg-slate-100"
          >
            {words.keep}
          </Dialog.Close>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className="flex h-11 items-center gap-2 rounded-full bg-red-600 px-5 font-bold text-white hover:bg-red-700 disabled:opacity-60"
          >
            <X className="size-4" aria-hidden />
            {pending ? words.saving : words.confirm}
          </button>
        </div>
      </form>
    </SheetDialog>
  );
}
