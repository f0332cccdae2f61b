import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { cn } from '../../../lib/cn';

/** The longest reason the server takes (contracts shopRejectSchema). */
export const SHOP_REJECT_REASON_MAX = 500;

/**
 * Reject a shop: a reason is required (the retailer reads it). What was typed stays if the dialog is
 * closed or the server refuses; the refusal is said inside the dialog.
 */
export function RejectShopDialog({
  shopName,
  open,
  onOpenChange,
  pending,
  error,
  onReject,
}: {
  shopName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { field: useId(), hint: useId(), problem: useId(), what: useId() };
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(t('admin.reject.required'));
      field.current?.focus();
      return;
    }
    setProblem(null);
    onReject(trimmed);
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
        <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">
          {t('admin.reject.title', { name: shopName })}
        </Dialog.Title>
        <p id={ids.what} className="rounded-2xl bg-amber-50 p-3 text-amber-950 text-sm">
          {t('admin.reject.what')}
        </p>
        <div className="grid gap-1">
          <label htmlFor={ids.field} className="font-semibold text-slate-800 text-sm">
            {t('admin.reject.reason')}
          </label>
          <textarea
            ref={field}
            id={ids.field}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (problem && e.target.value.trim()) setProblem(null);
            }}
            maxLength={SHOP_REJECT_REASON_MAX}
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
            {t('admin.reject.hint', { length: reason.length, max: SHOP_REJECT_REASON_MAX })}
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
            {t('admin.reject.keep')}
          </Dialog.Close>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className="flex h-11 items-center gap-2 rounded-full bg-red-600 px-5 font-bold text-white hover:bg-red-700 disabled:opacity-60"
          >
            <X className="size-4" aria-hidden />
            {pending ? t('admin.reject.saving') : t('admin.reject.confirm')}
          </button>
        </div>
      </form>
    </SheetDialog>
  );
}
