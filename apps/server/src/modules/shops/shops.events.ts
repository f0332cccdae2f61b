// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
import type { LocalizedText, ShopStatus } from '@haflah/contracts';

/** What a shop's owner is told by email of an admin's decision, suspension or reinstatement. */
export interface ShopDecisionNotice {
  /** The owner's email address (null when the account is gone). */
  to: string | null;
  shop: LocalizedText;
  /** What the admin did: `reinstated` is approved again after a suspension. */
  status: 'approved' | 'rejected' | 'suspended' | 'reinstated';
  /** The admin's reason for a rejection or a suspension; null otherwise. */
  reason: string | null;
}

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A retailer signed up; the shop waits for an admin's approval. */
    'shop.applied': { shopId: string; ownerUserId: string };
    /** An admin approved, rejected, suspended or reinstated a shop (published inside the change's transaction). */
    'shop.status_changed': { shopId: string; status: ShopStatus; notice: ShopDecisionNotice };
    /** Its owner changed the profile, the logo or the pause, or its pause ended (the reopening job). */
    'shop.updated': { shopId: string };
  }
}
