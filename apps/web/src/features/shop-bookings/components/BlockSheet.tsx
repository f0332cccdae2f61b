import {
  BLOCK_NOTE_MAX_LENGTH,
  type BlockConflict,
  bahrainToUtc,
  blockConflictSchema,
  type CalendarListing,
  toBahrainParts,
} from '@haflah/contracts';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage, hasCode } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useCreateBlock } from '../api/bookings';
import { addDays } from '../utils/calendar';
import { spanText } from '../utils/text';

export interface BlockDraft {
  /** '' for the whole shop. */
  listingId: string;
  start: Date;
  end: Date;
}

const field = 'h-11 w-full rounded-xl border border-slate-200 bg-surface px-3 text-slate-900';
const labelText = 'grid gap-1 font-semibold text-slate-700 text-sm';

/**
 * Block time: a listing or the whole shop, from a date and time to a date and time (or whole days),
 * with a note only the shop sees. A refusal over bookings lists them, each linked to its order; nothing
 * typed is lost on an error.
 */
export function BlockSheet({
  draft,
  listings,
  onClose,
}: {
  draft: BlockDraft | null;
  listings: readonly CalendarListing[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={draft !== null} onOpenChange={(open) => !open && onClose()} width="sm:max-w-lg">
      <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">
        {t('shopBookings.sheet.title')}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-600 text-sm">
        {t('shopBookings.sheet.text')}
      </Dialog.Description>
      {draft && <BlockForm draft={draft} listings={listings} onDone={onClose} />}
    </SheetDialog>
  );
}

function BlockForm({
  draft,
  listings,
  onDone,
}: {
  draft: BlockDraft;
  listings: readonly CalendarListing[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const create = useCreateBlock();
  const id = useId();
  const startParts = toBahrainParts(draft.start);
  const endParts = toBahrainParts(draft.end);
  const [form, setForm] = useState({
    listingId: draft.listingId,
    startDate: startParts.date,
    startTime: startParts.time,
    endDate: endParts.date,
    endTime: endParts.time,
    allDay: false,
    note: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<BlockConflict['bookings']>([]);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const span = () =>
    form.allDay
      ? { start: bahrainToUtc(form.startDate, '00:00'), end: bahrainToUtc(addDays(form.endDate, 1), '00:00') }
      : {
          start: bahrainToUtc(form.startDate, form.startTime),
          end: bahrainToUtc(form.endDate, form.endTime),
        };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { start, end } = span();
    setConflicts([]);
    if (!(end.getTime() > start.getTime())) {
      setProblem(t('shopBookings.sheet.endBeforeStart'));
      return;
    }
    setProblem(null);
    create.mutate(
      {
        listingId: form.listingId || null,
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        note: form.note.trim() || null,
      },
      {
        onSuccess: (made) => {
          toast({
            kind: 'success',
            description: made.liveHolds
              ? t('shopBookings.sheet.doneHolds', { count: made.liveHolds })
              : t('shopBookings.sheet.done'),
          });
          onDone();
        },
        onError: (error) => {
          setProblem(errorMessage(t, error));
          if (hasCode(error, 'BLOCK_OVERLAPS_BOOKING')) {
            const parsed = blockConflictSchema.safeParse(error.details);
            if (parsed.success) setConflicts(parsed.data.bookings);
          }
        },
      },
    );
  };

  return (
    <form className="mt-5 grid gap-4" onSubmit={submit} noValidate>
      <div className={labelText}>
        <label htmlFor={`${id}-scope`}>{t('shopBookings.sheet.scope')}</label>
        <select
          id={`${id}-scope`}
          className={field}
          value={form.listingId}
          onChange={(e) => set({ listingId: e.target.value })}
        >
          <option value="">{t('shopBookings.sheet.wholeShop')}</option>
          {listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name[lang]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-700 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-violet-600"
          checked={form.allDay}
          onChange={(e) => set({ allDay: e.target.checked })}
        />
        {t('shopBookings.sheet.allDay')}
      </label>
      <div className="grid grid-cols-2 gap-3">
        <div className={labelText}>
          <label htmlFor={`${id}-startDate`}>{t('shopBookings.sheet.startDate')}</label>
          <input
            id={`${id}-startDate`}
            type="date"
            required
            className={field}
            value={form.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </div>
        {!form.allDay && (
          <div className={labelText}>
            <label htmlFor={`${id}-startTime`}>{t('shopBookings.sheet.startTime')}</label>
            <input
              id={`${id}-startTime`}
              type="time"
              step={1800}
              required
              className={field}
              value={form.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
            />
          </div>
        )}
        <div className={labelText}>
          <label htmlFor={`${id}-endDate`}>{t('shopBookings.sheet.endDate')}</label>
          <input
            id={`${id}-endDate`}
            type="date"
            required
            className={field}
            value={form.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
          />
        </div>
        {!form.allDay && (
          <div className={labelText}>
            <label htmlFor={`${id}-endTime`}>{t('shopBookings.sheet.endTime')}</label>
            <input
              id={`${id}-endTime`}
              type="time"
              step={1800}
              required
              className={field}
              value={form.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
            />
          </div>
        )}
      </div>
      <div className={labelText}>
        <label htmlFor={`${id}-note`}>{t('shopBookings.sheet.note')}</label>
        <textarea
          id={`${id}-note`}
          className="min-h-20 w-full rounded-xl border border-slate-200 bg-surface p-3 text-slate-900"
          maxLength={BLOCK_NOTE_MAX_LENGTH}
          placeholder={t('shopBookings.sheet.notePlaceholder')}
          value={form.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </div>
      {problem && (
        <div role="alert" className="grid gap-2 rounded-2xl bg-red-50 p-4 text-red-900 text-sm">
          <p>{problem}</p>
          {conflicts.length > 0 && (
            <>
              <p className="font-semibold">{t('shopBookings.sheet.conflictsTitle')}</p>
              <ul className="grid gap-1">
                {conflicts.map((c) => {
                  const text = t('shopBookings.sheet.conflict', {
                    number: c.orderNumber ?? '',
                    listing: c.listingName[lang],
                    time: spanText(c, lang),
                  });
                  return (
                    <li key={`${c.orderId}-${c.startsAt}-${c.listingId}`}>
                      {c.orderId ? (
                        <Link
                          className="inline-flex min-h-11 items-center font-semibold underline"
                          to={`/retailer/orders/${c.orderId}`}
                        >
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      )}
      <button
        type="submit"
        className={largePrimaryButton}
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
      >
        {create.isPending ? t('shopBookings.sheet.saving') : t('shopBookings.sheet.submit')}
      </button>
    </form>
  );
}
