// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
import type { ShopStatus } from '@haflah/contracts';

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A retailer signed up; the shop waits for an admin's approval. */
    'shop.applied': { shopId: string; ownerUserId: string };
    /** An admin approved or rejected a shop (published inside the change's transaction). */
    'shop.status_changed': {
      shopId: string;
      status: ShopStatus;
      /** Its owner (told by email), null once the owner's account is gone; the rejection's reason. */
      ownerUserId: string | null;
      reason: string | null;
    };
    /** Its owner changed the profile, the logo or the pause, or its pause ended (the reopening job). */
    'shop.updated': { shopId: string };
  }
}
