import {
  type CheckoutPreview,
  type DeliveryWindow,
  deliveryDaysByEvent,
  type OneTimeCard,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, hasCode } from '../../../lib/errors';
import { openSignIn } from '../../../lib/sign-in-dialog';
import type { usePlaceOrder } from '../api/checkout';

/** Cash on delivery, the card to use once, or a saved card's or wallet's id. */
export type PaymentChoice = 'cash' | 'once' | (string & {});

/** A card typed at checkout to pay this order only ("pay once"): never saved, kept in memory until placed. */
export interface OnceCard {
  card: OneTimeCard;
  brand: 'visa' | 'mastercard' | 'amex' | null;
  last4: string;
}

/** Refusals about the way of paying: choosing another way clears them. */
const PAYMENT_CODES = ['PAYMENT_DECLINED', 'PAYMENT_FAILED', 'CARD_EXPIRED', 'CARD_NOT_ACCEPTED'] as const;

/** Something saved the customer may choose: an address, a card, a wallet. */
interface Saved {
  id: string;
  isDefault: boolean;
}

/** A form being added in a sheet, and what was saved before it opened (to choose the new one after). */
export interface Adding {
  kind: 'address' | 'card' | 'benefitpay';
  open: number;
  before: ReadonlySet<string>;
}

/** What placing says about a refusal: the registry's sentence, or ours where checkout knows more. */
const PLACE_ERRORS = { codes: { NOT_FOUND: 'checkout.errors.notFound' } } as const;

type PlaceOrder = ReturnType<typeof usePlaceOrder>;

/**
 * Placing empties the cart, and its realtime event may refetch the preview before the answer lands:
 * until the page moves on to the order, it keeps showing what is being placed. The preview being
 * placed (and when it was read), or null when nothing is being placed.
 */
export function usePlacingPreview(
  preview: { data?: CheckoutPreview; dataUpdatedAt: number },
  placeOrder: PlaceOrder,
) {
  const shown = useRef<{ data: CheckoutPreview; at: number } | null>(null);
  if (preview.data?.orders.length) shown.current = { data: preview.data, at: preview.dataUpdatedAt };
  return ((placeOrder.isPending || placeOrder.isSuccess) && shown.current) || null;
}

export interface CheckoutFormOptions<M extends Saved> {
  preview: CheckoutPreview;
  /** When the preview was read (its clock against ours: the holds' deadline). */
  receivedAt: number;
  placeOrder: PlaceOrder;
  /** The customer's saved addresses and payment methods, as far as they are loaded. */
  addresses: readonly Saved[];
  methods: readonly M[];
  /** Whether a saved method can pay now (an expired card cannot). */
  usable: (method: M) => boolean;
  /** The venue of the event being shopped for: chosen first when it is a saved address. */
  venueAddressId?: string | null;
  /** The event being shopped for, read as the order is placed (the orders are tied to it). */
  eventId: () => string | undefined;
  /** The day of the event shopped for (Bahrain `YYYY-MM-DD`): delivery by then, that day first. */
  eventDate?: string | null;
  /** The ids saved now, read as a sheet closes (before the lists shown have caught up). */
  savedIds: (kind: 'address' | 'payment') => string[];
  /** Placed (before the page moves on to the order): what other features do about it. */
  onPlaced: (result: PlaceOrderResponse) => void;
  /** Refused: what other features do about it (read their lists again, forget the event). */
  onRefused: (error: Error) => void;
}

/**
 * Checkout's choices and placing: where (the customer's choice while it is still offered, else the
 * venue of the event shopped for when it is saved, else the default or the first), when (a delivery
 * day and window), and how to pay (a usable saved method, else cash); what is missing is said before
 * anything is sent, and the order is placed with exactly the figures shown; then the page moves on to
 * the order (or the orders, one per shop).
 */
export function useCheckoutForm<M extends Saved>(o: CheckoutFormOptions<M>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [onceCard, setOnceCard] = useState<OnceCard | null>(null);
  const { preview, placeOrder, addresses, methods } = o;
  const addressRef = useRef<HTMLElement>(null);
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenWindow, setChosenWindow] = useState<DeliveryWindow | null>(null);
  const [chosenPayment, setChosenPayment] = useState<PaymentChoice | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const offered = (id: string | null | undefined) => (addresses.some((a) => a.id === id) ? id : null);
  const addressId =
    offered(chosenAddress) ??
    offered(o.venueAddressId) ??
    (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ??
    null;
  // For an event: only the days up to it, and the latest of them (its own day, when still open) first.
  const eventDate = o.eventDate ?? null;
  const days = deliveryDaysByEvent(preview.deliveryDays, eventDate);
  const day = days.find((d) => d.date === chosenDay) ?? (eventDate ? days.at(-1) : days[0]) ?? null;
  const deliveryWindow = day
    ? chosenWindow && day.windows.includes(chosenWindow)
      ? chosenWindow
      : (day.windows[0] ?? null)
    : null;
  const payment: PaymentChoice =
    chosenPayment === 'cash' || (chosenPayment === 'once' && onceCard)
      ? chosenPayment
      : ((
          methods.find((m) => m.id === chosenPayment && o.usable(m)) ??
          methods.find((m) => m.isDefault && o.usable(m))
        )?.id ?? 'cash');

  const open = (kind: Adding['kind']) => {
    const before = new Set((kind === 'address' ? addresses : methods).map((m) => m.id));
    setAdding((a) => ({ kind, open: (a?.open ?? 0) + 1, before }));
  };
  /** A sheet closed: if it saved something, that is what the customer meant to use. */
  const closeSheet = () => {
    if (adding) {
      const added = o
        .savedIds(adding.kind === 'address' ? 'address' : 'payment')
        .find((id) => !adding.before.has(id));
      if (added && adding.kind === 'address') {
        setChosenAddress(added);
        setProblem(null);
      } else if (added) setChosenPayment(added);
    }
    setAdding(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (placeOrder.isPending) return;
    if (!addressId) {
      setProblem('checkout.errors.addressRequired');
      addressRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    if (preview.needsDelivery && (!day || !deliveryWindow)) {
      setProblem('checkout.errors.deliveryRequired');
      return;
    }
    setProblem(null);
    const shopIds = new Set(preview.orders.map((order) => order.shop.id));
    const sentNotes = Object.entries(notes)
      .filter(([shopId, note]) => shopIds.has(shopId) && note.trim())
      .map(([shopId, note]) => ({ shopId, note: note.trim() }));
    placeOrder.place(
      {
        lineIds: preview.lineIds,
        addressId,
        delivery:
          preview.needsDelivery && day && deliveryWindow ? { date: day.date, window: deliveryWindow } : null,
        payment:
          payment === 'cash'
            ? { type: 'cash' }
            : payment === 'once' && onceCard
              ? { type: 'once', card: onceCard.card }
              : { type: 'saved', methodId: payment },
        expectedTotalFils: preview.totals.totalFils,
        expectedPricesDigest: preview.pricesDigest,
        // The code the preview applied (a refused one is not sent; a beaten one is kept unused).
        ...(preview.promoCode && preview.promoCode.state !== 'refused'
          ? { promoCode: preview.promoCode.code }
          : {}),
        // "Shop for this event" on an event's page: the orders are tied to it (the event lists them).
        eventId: o.eventId(),
        ...(sentNotes.length ? { notes: sentNotes } : {}),
      },
      { onSuccess: placed, onError: refused },
    );
  };

  // The "Order placed" screen reads the checkout back, so it shows the same after a reload.
  const placed = (result: PlaceOrderResponse) => {
    o.onPlaced(result);
    setOnceCard(null);
    navigate(`/orders/placed/${result.checkoutId}`, { replace: true });
  };
  const refused = (error: Error) => {
    o.onRefused(error);
    // The declined card stays chosen beside the refusal (it is no longer the default) until another is.
    if (hasCode(error, 'PAYMENT_DECLINED')) setChosenPayment(payment);
    if (hasCode(error, 'UNAUTHENTICATED')) openSignIn('login', 'checkout.errors.signInAgain');
  };

  const serverOffset = Date.parse(preview.serverTime) - o.receivedAt;
  return {
    /** The address section: where a missing address scrolls to, and focus goes when the event banner goes. */
    addressRef,
    addressId,
    day,
    deliveryWindow,
    payment,
    chooseAddress: (id: string) => {
      setChosenAddress(id);
      if (problem === 'checkout.errors.addressRequired') setProblem(null);
    },
    days,
    chooseDay: setChosenDay,
    chooseWindow: setChosenWindow,
    choosePayment: (choice: PaymentChoice) => {
      setChosenPayment(choice);
      if (choice !== payment && PAYMENT_CODES.some((code) => hasCode(placeOrder.error, code)))
        placeOrder.reset();
    },
    /** The card to use once, if one was typed (shown among the methods until the order is placed). */
    onceCard,
    payOnceWith: (card: OnceCard) => {
      setOnceCard(card);
      setChosenPayment('once');
      if (PAYMENT_CODES.some((code) => hasCode(placeOrder.error, code))) placeOrder.reset();
    },
    note: (shopId: string) => notes[shopId] ?? '',
    setNote: (shopId: string, note: string) => setNotes((n) => ({ ...n, [shopId]: note })),
    adding,
    open,
    closeSheet,
    submit,
    message: problem
      ? t(problem)
      : placeOrder.error
        ? errorMessage(t, placeOrder.error, PLACE_ERRORS)
        : undefined,
    holdsDeadline: preview.holdsExpireAt ? Date.parse(preview.holdsExpireAt) - serverOffset : null,
  };
}
