import {
  AVAILABILITY_DEBOUNCE_MS,
  AVAILABILITY_MIN_DISPLAY_MS,
  bahrainToUtc,
  DEFAULT_SLOT_HOURS,
  DURATION_HOURS,
  type HoldRequest,
  maxSlotQuantity,
  type SlotStartReason,
  slotDates,
  slotEnd,
  startTimesFor,
  toBahrainParts,
} from '@haflah/contracts';
import { CalendarDays, Clock, RefreshCw, Users } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { DateChips } from '../../../components/ui/DateChips';
import { GuestCoverage } from '../../../components/ui/GuestCoverage';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { errorMessage, hasCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { formatDay, formatTime } from '../../../lib/format-time';
import { loadStrings, useLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type AvailabilityQueryParams, useAddHold, useAvailability } from '../api/cart';
import { useRehold } from '../api/rehold';
import { useSlotStarts } from '../api/starts';
import { useRequireSignIn, useSignedOutRecovery } from '../hooks/useAddToCart';
import type { BookableItem, BookingPrefill } from '../hooks/useBookTimeSlot';
import { isSignedOutError } from '../utils/errors';
import { Stepper } from './Stepper';

/** What a refused reservation says as the server put it; anything else is the dialog's own failure. */
const RESERVE_TOLD_AS_IS = [
  'SLOT_UNAVAILABLE',
  'SHOP_UNAVAILABLE',
  'UNAUTHENTICATED',
  'HOLD_LIMIT',
  'CART_LIMIT',
  'RATE_LIMITED',
  'SLOT_TOO_SOON',
  'SLOT_TOO_FAR',
  'SLOT_OUTSIDE_HOURS',
] as const;

/** Why a start time can't be chosen, as the chip says it (issue 27). */
const REASON_KEYS = {
  too_soon: 'timeSlot.reason.tooSoon',
  too_far: 'timeSlot.reason.tooFar',
  closed: 'timeSlot.reason.closed',
  full: 'timeSlot.reason.full',
} as const satisfies Record<SlotStartReason, string>;

interface Selection {
  date: string;
  time: string | null;
  hours: number;
  quantity: number;
}

/**
 * The date the dialog opens on: the event's day when it is offered and still has a start time left,
 * else the first offered date that has one (today late in the evening has none).
 */
function firstOpenDate(dates: string[], now: Date, preferred?: string | null): string {
  const open = (d: string) => startTimesFor(d, now).length > 0;
  if (preferred && dates.includes(preferred) && open(preferred)) return preferred;
  return dates.find(open) ?? dates[0]!;
}

/**
 * What the dialog opens on: a booking picked again starts from its own start (the same day when it is
 * still offered, else the first day its start time is), duration and quantity; otherwise the event's
 * day or the first open one, the default duration, one.
 */
function initialSelection(
  dates: string[],
  now: Date,
  eventDate: string | null | undefined,
  prefill: BookingPrefill | undefined,
): Selection {
  if (!prefill) {
    return { date: firstOpenDate(dates, now, eventDate), time: null, hours: DEFAULT_SLOT_HOURS, quantity: 1 };
  }
  const was = toBahrainParts(new Date(prefill.start));
  const offers = (d: string) => startTimesFor(d, now).includes(was.time);
  const date = dates.includes(was.date) && offers(was.date) ? was.date : dates.find(offers);
  return {
    date: date ?? firstOpenDate(dates, now),
    time: date ? was.time : null,
    hours: DURATION_HOURS.includes(prefill.hours) ? prefill.hours : DEFAULT_SLOT_HOURS,
    quantity: Math.max(1, prefill.quantity),
  };
}

export interface TimeSlotDialogProps {
  item: BookableItem;
  /** Picking a time again for an earlier booking (and with its `lineId`, holding that cart line again). */
  prefill?: BookingPrefill;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day of the event being shopped for (Bahrain, `YYYY-MM-DD`): chosen first when offered. */
  eventDate?: string | null;
  /** The guests that event expects, shown beside the quantity. */
  eventGuests?: number | null;
}

/**
 * Spec §2 "Time-slot dialog": date (the next 30 days, Bahrain time), start time (08:00–20:30 every
 * 30 minutes, none already past), duration (2–12 hours) and, when capacity allows, quantity. The
 * availability is asked again 500 ms after any change and shown for at least 300 ms; Reserve puts a
 * 10-minute hold in the cart, which the server grants only if the span is still free. A signed-out
 * user picks a slot like anyone; Reserve then asks them to sign in and reserves that slot once they
 * have.
 */
export default function TimeSlotDialog({
  item,
  prefill,
  open,
  onOpenChange,
  eventDate,
  eventGuests,
}: TimeSlotDialogProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const name = pick(item.name);
  const rate = item.hourlyRateFils ?? 0;
  // The day and the times on offer are fixed when the dialog opens; the server re-checks on reserve.
  const [now] = useState(() => new Date());
  const dates = useMemo(() => slotDates(now), [now]);
  const [sel, setSel] = useState<Selection>(() => initialSelection(dates, now, eventDate, prefill));
  const times = useMemo(() => startTimesFor(sel.date, now), [sel.date, now]);
  // What the server would answer at each start of the day (its notice, how far ahead, the shop's
  // hours, buffers and blocks): those it would refuse are shown but can't be chosen.
  const startsParams = useMemo(
    () => ({ listingId: item.id, date: sel.date, hours: sel.hours }),
    [item.id, sel.date, sel.hours],
  );
  const starts = useSlotStarts(startsParams);
  const reasons = useMemo(
    () => new Map((starts.data?.starts ?? []).map((s) => [s.time, s.reason])),
    [starts.data],
  );
  const offered = useMemo(
    () => (starts.data ? dates.filter((d) => starts.data.dates.includes(d)) : dates),
    [dates, starts.data],
  );
  const [refused, setRefused] = useState<{ time: string; reason: SlotStartReason } | null>(null);
  const allRefused = starts.data != null && times.length > 0 && times.every((time) => reasons.get(time));
  // A date past how far ahead the listing may be booked goes to the first one that may; a time chosen
  // before the answer came (or picked again) that the server would refuse is unchosen.
  useEffect(() => {
    if (starts.data && offered.length > 0 && !offered.includes(sel.date)) {
      setSel((s) => ({ ...s, date: offered[0]!, time: null }));
    } else if (sel.time && reasons.get(sel.time)) {
      setSel((s) => ({ ...s, time: null }));
    }
  }, [starts.data, offered, reasons, sel.date, sel.time]);
  // A prefilled start time may be far down the list of times: the list opens scrolled to it (a
  // callback ref: the list mounts inside the dialog's portal, after this component's own effects).
  const timesRef = useCallback((box: HTMLDivElement | null) => {
    const chosen = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (box && chosen) box.scrollTop = chosen.offsetTop - box.offsetTop - box.clientHeight / 2;
  }, []);
  const dateLabel = useId();
  const start = sel.time ? bahrainToUtc(sel.date, sel.time) : null;

  const startIso = start?.toISOString() ?? null;
  // One object per question: a new one on every render would restart the debounce whenever anything
  // re-rendered (an earlier answer landing), and its own update would re-render every 500 ms.
  const query = useMemo<AvailabilityQueryParams | null>(
    () =>
      startIso ? { listingId: item.id, start: startIso, hours: sel.hours, quantity: sel.quantity } : null,
    [item.id, startIso, sel.hours, sel.quantity],
  );
  const debounced = useDebouncedValue(query, AVAILABILITY_DEBOUNCE_MS);
  const settled = JSON.stringify(debounced) === JSON.stringify(query);
  const availability = useAvailability(debounced, AVAILABILITY_MIN_DISPLAY_MS);
  const checking = query != null && (!settled || availability.isFetching);
  const available = !checking && availability.data ? availability.data.availableQuantity : null;
  const enough = available != null && available >= sel.quantity;
  // Booking again from a cart line or an order, the capacity is the availability answer's.
  const capacity = item.capacity ?? availability.data?.maxCapacity ?? null;
  const maxQuantity = capacity != null ? maxSlotQuantity(capacity) : sel.quantity;

  const addHold = useAddHold();
  const rehold = useRehold();
  const lineId = prefill?.lineId;
  const reserving = addHold.isPending || rehold.isPending;
  const requireSignIn = useRequireSignIn();
  const recover = useSignedOutRecovery();
  const costFils = rate * sel.hours * sel.quantity;
  // A reservation waiting for sign-in is dropped if the dialog goes away first.
  const dropWaiting = useRef(() => {});
  useEffect(() => () => dropWaiting.current(), []);

  // Also run when the user has just signed in: nothing here may depend on who is signed in.
  const send = (hold: HoldRequest) => {
    const handlers = {
      onSuccess: () => {
        toast({
          kind: 'success',
          title: t('timeSlot.reservedTitle'),
          description: t('timeSlot.reserved', { name, count: hold.hours }),
        });
        onOpenChange(false);
      },
      onError: (error: Error) => {
        // CART_LIMIT's sentence is in the cart's strings (lazy, like this dialog's own): loaded first.
        const strings = hasCode(error, 'CART_LIMIT')
          ? loadStrings('cart').catch(() => {})
          : Promise.resolve();
        void strings.then(() =>
          toast({
            kind: isSignedOutError(error) ? 'info' : 'error',
            title: t('timeSlot.failedTitle'),
            description: errorMessage(t, error, { only: RESERVE_TOLD_AS_IS, fallback: 'timeSlot.failed' }),
          }),
        );
        if (hasCode(error, 'SLOT_UNAVAILABLE')) void availability.refetch();
        if (RESERVE_TOLD_AS_IS.some((code) => code.startsWith('SLOT_') && hasCode(error, code)))
          void starts.refetch();
        // The session ended: sign in again on top of the dialog, then reserve the same slot.
        if (isSignedOutError(error)) dropWaiting.current = recover(() => send(hold));
      },
    };
    if (!lineId) addHold.mutate(hold, handlers);
    else
      rehold.mutate({ id: lineId, start: hold.start, hours: hold.hours, quantity: hold.quantity }, handlers);
  };

  const reserve = (e: React.FormEvent) => {
    e.preventDefault();
    if (!start) {
      toast({ kind: 'error', description: t('timeSlot.required') });
      return;
    }
    const hold = { listingId: item.id, start: start.toISOString(), hours: sel.hours, quantity: sel.quantity };
    // Signed out, the sign-in dialog opens over this one, which keeps the choice for when it closes.
    dropWaiting.current = requireSignIn(() => send(hold));
  };

  const change = (next: Partial<Selection>) => setSel((s) => ({ ...s, ...next }));

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} width="sm:max-w-lg" aria-describedby={undefined}>
      <div className="mb-4 grid gap-1 pe-10">
        <Dialog.Title className="font-extrabold text-slate-900 text-xl sm:text-2xl">
          {t('timeSlot.title', { name })}
        </Dialog.Title>
        <p className="text-slate-600 text-sm">{t('timeSlot.subtitle', { rate: f.money(rate) })}</p>
      </div>

      <form onSubmit={reserve} className="grid gap-4">
        <div className="grid min-w-0 gap-2">
          <p id={dateLabel} className="flex items-center gap-1.5 font-semibold text-slate-800 text-sm">
            <CalendarDays className="size-4" aria-hidden /> {t('timeSlot.date')}
          </p>
          <DateChips
            dates={offered}
            value={sel.date}
            onChange={(date) => {
              setRefused(null);
              change({ date, time: null });
            }}
            labelledBy={dateLabel}
          />
        </div>

        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-2 flex items-center gap-1.5 font-semibold text-slate-800 text-sm">
            <Clock className="size-4" aria-hidden /> {t('timeSlot.startTime')}
          </legend>
          {(times.length === 0 || allRefused) && (
            <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950 text-sm">
              {t('timeSlot.noTimesLeft')}
            </p>
          )}
          {times.length > 0 && (
            <div
              ref={timesRef}
              aria-busy={starts.isFetching}
              data-starts={starts.data ? 'checked' : 'checking'}
              className="grid max-h-36 grid-cols-4 gap-1.5 overflow-y-auto sm:grid-cols-6"
            >
              {times.map((time) => {
                const reason = reasons.get(time) ?? null;
                const shown = formatTime(bahrainToUtc(sel.date, time), f.lang);
                return (
                  <Chip
                    key={time}
                    selected={sel.time === time}
                    refusal={
                      reason
                        ? {
                            label: t('timeSlot.refusedChip', { time: shown, reason: t(REASON_KEYS[reason]) }),
                            reason,
                          }
                        : null
                    }
                    onClick={() => {
                      setRefused(reason ? { time, reason } : null);
                      if (!reason) change({ time });
                    }}
                    className="px-1 py-1.5 text-sm"
                  >
                    {shown}
                  </Chip>
                );
              })}
            </div>
          )}
          {refused && (
            <p role="status" className="text-amber-800 text-sm">
              {t('timeSlot.refusedTime', {
                time: formatTime(bahrainToUtc(sel.date, refused.time), f.lang),
                reason: t(REASON_KEYS[refused.reason]),
              })}
            </p>
          )}
        </fieldset>

        <div className="grid grid-cols-2 gap-3">
          <label className="grid gap-1.5 font-semibold text-slate-800 text-sm">
            {t('timeSlot.duration')}
            <select
              value={sel.hours}
              onChange={(e) => change({ hours: Number(e.target.value) })}
              className="h-11 rounded-xl border border-slate-200 bg-surface px-3 font-normal text-base text-slate-900"
            >
              {DURATION_HOURS.map((h) => (
                <option key={h} value={h}>
                  {t('timeSlot.hours', { count: h })}
                </option>
              ))}
            </select>
          </label>
          {maxQuantity > 1 && (
            <div className="grid gap-1.5">
              <span id="slot-quantity" className="font-semibold text-slate-800 text-sm">
                {t('timeSlot.quantity')}
              </span>
              <Stepper
                labelledBy="slot-quantity"
                value={sel.quantity}
                min={1}
                max={maxQuantity}
                onChange={(quantity) => change({ quantity })}
                decreaseLabel={t('timeSlot.decrease')}
                increaseLabel={t('timeSlot.increase')}
              />
            </div>
          )}
        </div>
        {eventGuests != null && eventGuests > 0 && (
          <div className="-mt-2 grid gap-1">
            <p className="flex items-center gap-1.5 text-slate-600 text-sm">
              <Users className="size-4 shrink-0 text-violet-600" aria-hidden />
              {t('timeSlot.eventGuests', { count: eventGuests })}
            </p>
            {item.servesGuests != null && (
              <GuestCoverage
                guests={eventGuests}
                servesGuests={item.servesGuests}
                quantity={sel.quantity}
                fix={{ max: maxQuantity, name, onFix: (quantity) => change({ quantity }) }}
              />
            )}
          </div>
        )}

        <div className="grid gap-2 rounded-2xl bg-slate-50 p-4 text-sm">
          {start && (
            <p className="font-semibold text-slate-900">
              {t('timeSlot.span', {
                day: formatDay(start, f.lang),
                start: formatTime(start, f.lang),
                end: formatTime(slotEnd(start, sel.hours), f.lang),
              })}
            </p>
          )}
          <AvailabilityLine
            hasTime={start != null}
            checking={checking}
            failed={!checking && availability.isError}
            available={available}
            quantity={sel.quantity}
            onRetry={() => void availability.refetch()}
          />
          <div className="flex items-baseline justify-between gap-2 border-slate-200 border-t pt-2">
            <span className="text-slate-600">
              {t('timeSlot.cost')}{' '}
              <span className="text-slate-500 text-xs">
                (
                {t('timeSlot.costBreakdown', {
                  rate: f.money(rate, 2),
                  hours: sel.hours,
                  quantity: sel.quantity,
                })}
                )
              </span>
            </span>
            <span data-testid="slot-cost" className="font-extrabold text-lg text-slate-900">
              {f.money(costFils, 2)}
            </span>
          </div>
        </div>

        <p className="text-slate-500 text-xs">{t('timeSlot.holdNote')}</p>
        <button
          type="submit"
          disabled={reserving || (start != null && (checking || (available != null && !enough)))}
          className={largePrimaryButton}
        >
          {reserving ? t('timeSlot.reserving') : t('timeSlot.reserve')}
        </button>
      </form>
    </SheetDialog>
  );
}

function AvailabilityLine({
  hasTime,
  checking,
  failed,
  available,
  quantity,
  onRetry,
}: {
  hasTime: boolean;
  checking: boolean;
  failed: boolean;
  available: number | null;
  quantity: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  let text: string;
  let tone = 'text-slate-600';
  if (!hasTime) text = t('timeSlot.pickTime');
  else if (checking) text = t('timeSlot.checking');
  else if (failed || available == null) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-red-700">
        {t('timeSlot.checkFailed')}
        <button
          type="button"
          onClick={onRetry}
          className="flex items-center gap-1 rounded-full font-semibold text-violet-700 hover:underline"
        >
          <RefreshCw className="size-3.5" aria-hidden /> {t('timeSlot.checkAgain')}
        </button>
      </p>
    );
  } else if (available === 0) {
    text = t('timeSlot.fullyBooked');
    tone = 'text-red-700 font-semibold';
  } else if (available < quantity) {
    text = t('timeSlot.notEnough', { count: available });
    tone = 'text-amber-800 font-semibold';
  } else {
    text = t('timeSlot.available', { count: available });
    tone = 'text-emerald-700 font-semibold';
  }
  return (
    <p role="status" aria-live="polite" className={cn('flex items-center gap-2', tone)}>
      {checking && (
        <span className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
      )}
      {text}
    </p>
  );
}

/**
 * A start time (or any chip). A start the server would refuse stays in the list (focusable, so its
 * reason can be heard and, tapped, read) but is `aria-disabled`, named with its reason ("4:00 PM, shop
 * closed") and carries the reason's code in `data-reason`.
 */
function Chip({
  selected,
  refusal = null,
  onClick,
  className,
  children,
}: {
  selected: boolean;
  /** A start the server would refuse: its name with the reason, and the reason's code. */
  refusal?: { label: string; reason: SlotStartReason } | null;
  onClick: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-disabled={refusal ? true : undefined}
      aria-label={refusal?.label}
      title={refusal?.label}
      data-reason={refusal?.reason}
      onClick={onClick}
      className={cn(
        'rounded-xl border font-medium transition',
        refusal
          ? 'cursor-not-allowed border-slate-100 bg-slate-50 text-slate-500 line-through'
          : selected
            ? 'border-violet-600 bg-violet-600 text-white shadow-sm'
            : 'border-slate-200 bg-surface text-slate-800 hover:border-violet-300 hover:bg-violet-50',
        className,
      )}
    >
      {children}
    </button>
  );
}
