import { z } from 'zod/mini';
import { nameSchema } from './auth.js';
import { typedPhoneSchema } from './bahrain.js';
import { filsSchema, idSchema, localizedTextSchema } from './common.js';
import { deliveryWindowSchema } from './delivery.js';
import { ORDER_PAYMENT_TYPES, orderAddressSchema } from './orders.js';
import { driverSchema, licensePlateSchema, vehicleTypeSchema } from './staff.js';

/* -----------------------------------------------------------------------------------------------
 * Deliveries (issue 25): a driver carrying one shop order (its products) from the shop to its
 * customer. *Delivery* is the word everywhere (table, module, contracts, routes, screens); an *offer*
 * is one delivery put to one driver. Driver routes are under /api/driver (driver role: 401/403 as every
 * staff area); a delivery not the caller's (or not open to them) answers 404 NOT_FOUND.
 *
 * The driver's own record
 *   PATCH /api/driver/me   body DriverProfileUpdate → 200 Driver (only the caller's own row, spec §4).
 *   PUT   /api/driver/status  body DriverStatusRequest { online } → 200 Driver. Going online gets every
 *         open delivery the driver may take offered at once; going offline withdraws their pending
 *         offers at once (no more are made). 409 DRIVER_INACTIVE (an admin deactivated them: they may
 *         sign in, not go online). Signing out sets the driver offline (spec: "Sign-out first sets
 *         status to offline"; the server does it too, on the session's end).
 *   GET   /api/driver/dashboard → 200 DriverDashboard.
 *
 * Deliveries
 *   GET   /api/driver/deliveries → 200 DriverDeliveries: pending offers (newest first), the deliveries
 *         in hand (accepted, picked up) and today's finished ones (Bahrain day).
 *   GET   /api/driver/deliveries/:id → 200 DriverDelivery (offered to, or carried by, the caller).
 *   POST  /api/driver/deliveries/:id/accept → 200 DriverDelivery. One conditional write under the
 *         driver's lock: exactly one driver gets an open delivery. 409 DELIVERY_TAKEN (another driver
 *         was first, or it is no longer open), DRIVER_OFFLINE, DRIVER_INACTIVE, DRIVER_FULL (holding
 *         max_orders already), DRIVER_CASH_CAP (a cash order while holding the cap or more).
 *   POST  /api/driver/deliveries/:id/decline → 204 (the offer is answered; not offered again to them).
 *   POST  /api/driver/deliveries/:id/pickup → 200 DriverDelivery: accepted → picked up, and the order
 *         processing → shipped (actor driver). 409 DELIVERY_MOVE_NOT_ALLOWED.
 *   POST  /api/driver/deliveries/:id/photo  multipart image → 200 DriverDelivery (the door photo, kept
 *         DELIVERY_PHOTO_DAYS; the shop's upload pipeline). 415/413/422 as every upload.
 *   POST  /api/driver/deliveries/:id/deliver  body DeliverRequest → 200 DriverDelivery: picked up →
 *         delivered, and the order shipped → delivered (actor driver), in one transaction with the
 *         driver's counts and, for cash, the ledger's cash_collected row (collected by the driver).
 *         409 WRONG_DELIVERY_CODE (details DeliveryCodeDetails; the try is counted),
 *         DELIVERY_CODE_LOCKED (DELIVERY_CODE_ATTEMPTS wrong codes: call the customer or use a photo),
 *         DELIVERY_PHOTO_REQUIRED (proof 'photo' with no photo uploaded), CASH_BELOW_DUE,
 *         DELIVERY_MOVE_NOT_ALLOWED.
 *   POST  /api/driver/location  body DriverLocationRequest → 204. Stored as the spec's (lng,lat) pair on
 *         the driver's own row; at most one fix per LOCATION_MIN_INTERVAL_MS (sooner: 429 RATE_LIMITED).
 *         Failures are only logged by the client (spec).
 *
 * The customer
 *   GET   /api/orders/:id/tracking → 200 OrderTrackingResponse: the order's delivery as its customer
 *         sees it (the code; the driver and their position while they carry it), or `tracking: null`
 *         while the order has none (not ready yet, bookings only). 404 for anyone else's order. The
 *         code is in no other answer of any API.
 *
 * Admins
 *   GET   /api/admin/drivers/locations → 200 AdminDriverLocations (online drivers' last positions).
 *   GET   /api/admin/delivery-settings → 200 DeliverySettings; PUT the same shape → 200 (audited).
 *
 * Realtime (realtime.ts)
 *   `deliveries.changed` { deliveryId } to `user:<driverId>` when an offer is made, taken by another,
 *   withdrawn or expired, and when the server sets the driver offline; to room `admin` when a delivery
 *   is flagged unassigned. `order.changed` to the order's rooms on accept, pick-up and delivery.
 *   `delivery.location` { orderId, lng, lat, at } to room `track:<orderId>` (the order's customer while
 *   its driver carries it, and admins) on each stored fix: the one event that carries data (ADR 020).
 * --------------------------------------------------------------------------------------------- */

/** open → accepted → picked_up → delivered; cancelled when the order is (an admin's cancel). */
export const DELIVERY_STATUSES = ['open', 'accepted', 'picked_up', 'delivered', 'cancelled'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const DELIVERY_OFFER_STATES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type DeliveryOfferState = (typeof DELIVERY_OFFER_STATES)[number];

/** How a delivery was proven: the customer's code, or a photo at the door. */
export const DELIVERY_PROOFS = ['code', 'photo'] as const;
export const deliveryProofSchema = z.enum(DELIVERY_PROOFS);

/** Why the server set a driver offline (their dashboard says so); null when they chose to. */
export const DRIVER_OFFLINE_REASONS = ['missed_offers', 'deactivated'] as const;
export const driverOfflineReasonSchema = z.enum(DRIVER_OFFLINE_REASONS);

/** How long a driver has to answer an offer (the countdown). */
export const DELIVERY_OFFER_SECONDS = 60;
/** Offers let expire in a row before the driver is set offline. */
export const DRIVER_MISSED_OFFERS_LIMIT = 3;
/** An open delivery no driver took in this long is flagged to admins. */
export const DELIVERY_UNASSIGNED_MINUTES = 10;
/** Wrong codes before the code is refused (the 6th try is refused whatever it is). */
export const DELIVERY_CODE_ATTEMPTS = 5;
/** Door photos are removed after this many days. */
export const DELIVERY_PHOTO_DAYS = 30;
/** A driver's fixes: at most one per this long, and none when it moved less than LOCATION_MIN_MOVE_METERS. */
export const LOCATION_MIN_INTERVAL_MS = 5_000;
export const LOCATION_MIN_MOVE_METERS = 10;
/** Cash a driver may hold before no cash order is offered to them (admins change it): BD 150. */
export const DRIVER_CASH_CAP_FILS_DEFAULT = 150_000;

export const deliveryCodeSchema = z.string().check(z.regex(/^\d{4}$/));

/** Where a delivery goes, on a map (the address's pin; null when the customer set none). */
export const mapPointSchema = z.object({ lng: z.number(), lat: z.number() });
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * A delivery as its driver sees it. Before accepting (an offer), only the shop, the area, the items'
 * count, the fee and the cash to collect: the customer's name, phone and address come with the accept.
 */
export const driverDeliverySchema = z.object({
  id: idSchema,
  orderId: idSchema,
  orderNumber: z.int(),
  status: deliveryStatusSchema,
  shop: z.object({
    id: idSchema,
    name: localizedTextSchema,
    /** The shop's phone and address text (pick-up), when it gave them. */
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
  }),
  /** The customer's area (offers show where it goes without the address). */
  area: z.nullable(z.string()),
  /** After accepting; null on an offer, and once the customer's data is erased. */
  customer: z.nullable(z.object({ firstName: z.string(), phone: z.string() })),
  address: z.nullable(orderAddressSchema),
  destination: z.nullable(mapPointSchema),
  delivery: z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema })),
  itemCount: z.int(),
  paymentType: z.enum(ORDER_PAYMENT_TYPES),
  /** What the driver earns for it (the order's delivery fee). */
  feeFils: filsSchema,
  /** Cash to collect at the door (the order's total for a cash order, else 0). */
  cashDueFils: filsSchema,
  cashReceivedFils: z.nullable(filsSchema),
  /** Wrong codes left before the code is refused. */
  codeAttemptsLeft: z.int(),
  proof: z.nullable(deliveryProofSchema),
  photoUrl: z.nullable(z.string()),
  openedAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
  pickedUpAt: z.nullable(z.iso.datetime()),
  deliveredAt: z.nullable(z.iso.datetime()),
});
export type DriverDelivery = z.infer<typeof driverDeliverySchema>;

export const driverOfferSchema = z.object({
  /** The offer's id; answer it through its delivery's id. */
  id: idSchema,
  expiresAt: z.iso.datetime(),
  delivery: driverDeliverySchema,
});
export type DriverOffer = z.infer<typeof driverOfferSchema>;

export const driverDeliveriesSchema = z.object({
  offers: z.array(driverOfferSchema),
  /** Accepted or picked up, oldest accepted first. */
  active: z.array(driverDeliverySchema),
  /** Delivered today (Bahrain day), newest first. */
  today: z.array(driverDeliverySchema),
});
export type DriverDeliveries = z.infer<typeof driverDeliveriesSchema>;

export const driverDashboardSchema = z.object({
  driver: driverSchema,
  /** Why the server set them offline, until they go online again. */
  offlineReason: z.nullable(driverOfflineReasonSchema),
  today: z.object({ deliveries: z.int(), earningsFils: filsSchema }),
  /** Cash collected and not yet handed in, and the cap above which no cash order is offered. */
  cash: z.object({ heldFils: filsSchema, capFils: filsSchema }),
  offersWaiting: z.int(),
});
export type DriverDashboard = z.infer<typeof driverDashboardSchema>;

export const driverStatusRequestSchema = z.object({ online: z.boolean() });
export type DriverStatusRequest = z.infer<typeof driverStatusRequestSchema>;

/** The driver's settings form: any of their own fields (phone +973, a Bahrain plate). */
export const driverProfileUpdateSchema = z.object({
  name: z.optional(nameSchema),
  phone: z.optional(typedPhoneSchema),
  vehicleType: z.optional(vehicleTypeSchema),
  licensePlate: z.optional(licensePlateSchema),
});
export type DriverProfileUpdate = z.input<typeof driverProfileUpdateSchema>;

export const deliverRequestSchema = z.object({
  proof: deliveryProofSchema,
  /** Proof 'code': the 4 digits the customer reads out (typed in either script: Latin digits stored). */
  code: z.optional(deliveryCodeSchema),
  /** Cash orders: what the driver received, at least what is due (more: change given). */
  cashReceivedFils: z.optional(filsSchema),
});
export type DeliverRequest = z.infer<typeof deliverRequestSchema>;

/** WRONG_DELIVERY_CODE's details: tries left before the code is refused. */
export const deliveryCodeDetailsSchema = z.object({ attemptsLeft: z.int() });

export const driverLocationRequestSchema = z.object({
  lng: z.number().check(z.gte(-180), z.lte(180)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
});
export type DriverLocationRequest = z.infer<typeof driverLocationRequestSchema>;

/** A position and when it was reported ("last seen N min ago"). */
export const driverFixSchema = z.object({ lng: z.number(), lat: z.number(), at: z.iso.datetime() });
export type DriverFix = z.infer<typeof driverFixSchema>;

export const orderTrackingSchema = z.object({
  status: deliveryStatusSchema,
  /** The code to read out to the driver; null once delivered or cancelled. */
  code: z.nullable(deliveryCodeSchema),
  /** Once accepted. */
  driver: z.nullable(z.object({ name: z.string(), phone: z.string(), vehicleType: vehicleTypeSchema })),
  /** While the driver carries it (picked up), their last position. */
  location: z.nullable(driverFixSchema),
  destination: z.nullable(mapPointSchema),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
/** A customer's order without a delivery is a normal state (the card is not shown), not a 404. */
export const orderTrackingResponseSchema = z.object({ tracking: z.nullable(orderTrackingSchema) });
export type OrderTrackingResponse = z.infer<typeof orderTrackingResponseSchema>;

export const adminDriverLocationsSchema = z.object({
  drivers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      currentOrders: z.int(),
      maxOrders: z.int(),
      location: driverFixSchema,
    }),
  ),
});
export type AdminDriverLocations = z.infer<typeof adminDriverLocationsSchema>;

export const deliverySettingsSchema = z.object({ cashCapFils: filsSchema });
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** A delivery's id in a driver route's path. */
export const deliveryParamsSchema = z.object({ id: idSchema });
