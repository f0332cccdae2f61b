import type { LocalizedText, OrderStatus } from '@haflah/contracts';

// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
/** What an order confirmation says: the facts mail needs, so mail never reads the orders' tables. */
export interface OrderReceipt {
  /** The customer's email address. */
  to: string;
  orders: {
    number: number;
    shop: LocalizedText;
    lines: {
      name: LocalizedText;
      quantity: number;
      totalFils: number;
      start: Date | null;
      hours: number | null;
    }[];
    subtotalFils: number;
    deliveryFeeFils: number;
    /** Taken off by the shop's offer or a promo code (0 without one); `discountCode` names the code. */
    discountFils: number;
    discountCode: string | null;
    vatFils: number;
    totalFils: number;
  }[];
  totalFils: number;
  vatFils: number;
  paymentType: 'cash' | 'card' | 'benefitpay';
}

/** What a status-change email says. */
export interface OrderStatusNotice {
  /** The customer's email address (null when the account is gone). */
  to: string | null;
  number: number;
  shop: LocalizedText;
  status: OrderStatus;
  totalFils: number;
  /** What the mover said with it (a shop's reason for rejecting the order); null otherwise. */
  reason?: string | null;
  /** Bookings only, nothing delivered: the email says it is complete, not delivered (issue 26). */
  bookingOnly?: boolean;
}

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A checkout placed its orders (one per shop); published inside its transaction. */
    'order.placed': {
      userId: string;
      checkoutId: string;
      orderIds: string[];
      /** Each order's shop, in the order of `orderIds` (the shop's screen hears of it). */
      shopIds: string[];
      receipt: OrderReceipt;
    };
    /** An order moved to another status; published inside the transaction that moved it. */
    'order.status_changed': {
      orderId: string;
      userId: string | null;
      shopId: string;
      notice: OrderStatusNotice;
    };
    /**
     * An order's payment could not be completed after its last try (ADR 016): it is flagged for an
     * admin, and the customer is told. Published inside the transaction that flagged it.
     */
    'order.payment_failed': { orderId: string; userId: string | null; notice: OrderStatusNotice };
  }
}
