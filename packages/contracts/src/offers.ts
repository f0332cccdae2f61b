import { z } from 'zod/mini';
import { filsSchema, idSchema } from './common.js';

/**
 * Issue 27 point 6: a shop's offer (percent off with a cap, optional minimum order, a start and an
 * end, first order only or everyone) and promo codes (a shop's or marketplace-wide, usage limits,
 * expiry), which checkout applies by one rule (discounts.ts).
 */

export const OFFER_MIN_PERCENT = 1;
export const OFFER_MAX_PERCENT = 90;
/** A promo code as typed (case-insensitive; stored upper-case): 3 to 20 letters or digits. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
/** The largest cap or minimum order a form takes: BD 100,000. */
export const OFFER_MAX_FILS = 100_000_000;
/** The largest usage limit of a code. */
export const PROMO_CODE_MAX_USES = 1_000_000;

/* -----------------------------------------------------------------------------------------------
 * The API (apps/server/src/modules/offers, offers.staff-routes.ts).
 *
 *   GET   /api/retailer/offers                 → 200 ShopOffersResponse: the shop's offers, running and
 *                                                upcoming first (by start), then past (newest end first).
 *   POST  /api/retailer/offers                 body OfferCreate → 201 ShopOffer. 422 VALIDATION_FAILED
 *                                                when the end is not after the start or is already past;
 *                                                409 OFFER_OVERLAPS when it overlaps another offer of the
 *                                                shop (decided under a lock on the shop's row).
 *   PATCH /api/retailer/offers/:id             body OfferUpdate → 200 ShopOffer (an upcoming or running
 *                                                offer; a running one keeps its start). Past: 409
 *                                                OFFER_ENDED is VALIDATION_FAILED with issue 'ended'.
 *   POST  /api/retailer/offers/:id/end         → 200 ShopOffer: ends now (an upcoming one ends before
 *                                                it starts: it is withdrawn). Another shop's: 404.
 *   GET   /api/retailer/promo-codes            → 200 PromoCodesResponse: the shop's codes, newest first.
 *   POST  /api/retailer/promo-codes            body PromoCodeCreate → 201 PromoCode; 409 PROMO_CODE_TAKEN
 *                                                when the code (upper-cased) exists anywhere.
 *   POST  /api/retailer/promo-codes/:id/disable → 200 PromoCode (idempotent).
 *   GET|POST /api/admin/promo-codes, POST /api/admin/promo-codes/:id/disable: the same for
 *                                                marketplace-wide codes (no shop), with audit rows
 *                                                promo_code.create and promo_code.disable.
 *
 * The catalogue's shops (the Retailers list, search's shops, the shop page) carry `offer`: the
 * shop's offer running now (OfferNote) or null.
 * --------------------------------------------------------------------------------------------- */

const isoDateTime = z.iso.datetime({ offset: true });

export const offerPercentSchema = z.int().check(z.gte(OFFER_MIN_PERCENT), z.lte(OFFER_MAX_PERCENT));
export const offerCapSchema = z.int().check(z.gte(1), z.lte(OFFER_MAX_FILS));
export const offerMinOrderSchema = z.nullable(z.int().check(z.gte(0), z.lte(OFFER_MAX_FILS)));

/** The issue a span whose end is not after its start raises (on `endsAt` / `expiresAt`). */
export const SPAN_ORDER_ISSUE = 'end_before_start';
/** The issue an end (or expiry) already past raises, checked by the server against its clock. */
export const ENDS_IN_PAST_ISSUE = 'in_past';
/** The issue a change to an offer that has ended raises (past offers are read-only). */
export const OFFER_ENDED_ISSUE = 'ended';

const spanInOrder = <T extends { startsAt?: string | undefined }>(
  end: (v: T) => string | undefined,
  path: string,
) =>
  z.refine<T>(
    (v) => {
      const e = end(v);
      return v.startsAt === undefined || e === undefined || Date.parse(e) > Date.parse(v.startsAt);
    },
    { path: [path], message: SPAN_ORDER_ISSUE },
  );

/** What a shop's offer and a code share: the rule checkout applies (discounts.ts). */
const offerTermsShape = {
  percent: offerPercentSchema,
  capFils: offerCapSchema,
  minOrderFils: z.optional(offerMinOrderSchema),
  firstOrderOnly: z.optional(z.boolean()),
};

export const offerCreateSchema = z
  .object({ ...offerTermsShape, startsAt: isoDateTime, endsAt: isoDateTime })
  .check(spanInOrder((v) => v.endsAt, 'endsAt'));
export type OfferCreate = z.infer<typeof offerCreateSchema>;

export const offerUpdateSchema = z
  .object({
    percent: z.optional(offerPercentSchema),
    capFils: z.optional(offerCapSchema),
    minOrderFils: z.optional(offerMinOrderSchema),
    firstOrderOnly: z.optional(z.boolean()),
    startsAt: z.optional(isoDateTime),
    endsAt: z.optional(isoDateTime),
  })
  .check(spanInOrder((v) => v.endsAt, 'endsAt'));
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

export const OFFER_STATES = ['running', 'upcoming', 'past'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const shopOfferSchema = z.object({
  id: idSchema,
  percent: z.int(),
  capFils: filsSchema,
  minOrderFils: z.nullable(filsSchema),
  firstOrderOnly: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  state: z.enum(OFFER_STATES),
  createdAt: z.iso.datetime(),
});
export type ShopOffer = z.infer<typeof shopOfferSchema>;

export const shopOffersResponseSchema = z.object({ offers: z.array(shopOfferSchema) });
export type ShopOffersResponse = z.infer<typeof shopOffersResponseSchema>;

/** A code as typed: letters and digits, any case, spaces around forgiven; stored trimmed, upper-case. */
export const promoCodeTextSchema = z.pipe(
  z.string().check(z.regex(/^\s*[A-Za-z0-9]{3,20}\s*$/)),
  z.transform((s: string) => s.trim().toUpperCase()),
);

export const promoCodeCreateSchema = z
  .object({
    code: promoCodeTextSchema,
    ...offerTermsShape,
    /** From now when left out. */
    startsAt: z.optional(isoDateTime),
    expiresAt: isoDateTime,
    /** Null or left out: no limit. */
    usageLimit: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(PROMO_CODE_MAX_USES)))),
  })
  .check(spanInOrder((v) => v.expiresAt, 'expiresAt'));
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

/** active: can be used now; scheduled: not yet; expired, usedUp, disabled: no longer. */
export const PROMO_CODE_STATES = ['active', 'scheduled', 'expired', 'usedUp', 'disabled'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

export const promoCodeSchema = z.object({
  id: idSchema,
  code: z.string(),
  percent: z.int(),
  capFils: filsSchema,
  minOrderFils: z.nullable(filsSchema),
  firstOrderOnly: z.boolean(),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  usageLimit: z.nullable(z.int()),
  usedCount: z.int(),
  disabledAt: z.nullable(z.iso.datetime()),
  state: z.enum(PROMO_CODE_STATES),
  createdAt: z.iso.datetime(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodesResponseSchema = z.object({ codes: z.array(promoCodeSchema) });
export type PromoCodesResponse = z.infer<typeof promoCodesResponseSchema>;

export const offerIdParamsSchema = z.object({ id: idSchema });
export const promoCodeIdParamsSchema = z.object({ id: idSchema });
