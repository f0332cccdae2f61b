import { z } from 'zod/mini';
import { latinDigits, typedPhoneSchema } from './bahrain.js';
import { idSchema, plainText } from './common.js';

/** Bahrain's four governorates (DESIGN.md); the client shows their names in both languages. */
export const GOVERNORATES = ['capital', 'muharraq', 'northern', 'southern'] as const;
export const governorateSchema = z.enum(GOVERNORATES);
export type Governorate = z.infer<typeof governorateSchema>;

/** What an address is called: one of the usual three, or the customer's own word (`label`). */
export const ADDRESS_LABELS = ['home', 'work', 'venue', 'other'] as const;
export const addressLabelSchema = z.enum(ADDRESS_LABELS);
export type AddressLabel = z.infer<typeof addressLabelSchema>;

/** More than any household needs, few enough that the whole list is one small answer. */
export const MAX_ADDRESSES = 20;

/** Bahrain lies within these latitudes and longitudes (DESIGN.md): a map pin must fall inside. */
export const BAHRAIN_BOUNDS = { south: 25.5, north: 26.7, west: 50.3, east: 50.9 } as const;
export const isInBahrain = ({ lat, lng }: { lat: number; lng: number }) =>
  lat >= BAHRAIN_BOUNDS.south &&
  lat <= BAHRAIN_BOUNDS.north &&
  lng >= BAHRAIN_BOUNDS.west &&
  lng <= BAHRAIN_BOUNDS.east;

/** The issue message of a pin outside Bahrain; the client translates it. */
export const OUTSIDE_BAHRAIN_ISSUE = 'outside_bahrain';
/** The issue message of `other` without a name of its own. */
export const LABEL_REQUIRED_ISSUE = 'label_required';

export const pinSchema = z
  .object({
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lng: z.number().check(z.gte(-180), z.lte(180)),
  })
  .check(z.refine(isInBahrain, { message: OUTSIDE_BAHRAIN_ISSUE }));
export type Pin = z.infer<typeof pinSchema>;

/** The block works as Bahrain's postcode: 3 or 4 digits, typed in either script. */
export const blockSchema = z.pipe(
  z.pipe(
    plainText(8),
    z.transform((s) => latinDigits(s).trim()),
  ),
  z.string().check(z.regex(/^\d{3,4}$/)),
);

/** Text that may be typed with Arabic-Indic digits (road and building numbers): stored with Latin ones. */
const numberedText = (max: number, min = 0) =>
  z.pipe(
    plainText(max, min),
    z.transform((s) => latinDigits(s).trim()),
  );

/** An address as typed in the form: created with POST, replaced whole with PUT. */
export const addressInputSchema = z
  .object({
    labelKind: addressLabelSchema,
    /** The customer's own name for it; required when `labelKind` is `other`, ignored otherwise. */
    label: z.optional(plainText(40)),
    governorate: governorateSchema,
    area: plainText(60, 1),
    block: blockSchema,
    road: numberedText(60, 1),
    building: numberedText(20, 1),
    flat: z.optional(numberedText(20)),
    directions: z.optional(plainText(300)),
    /** A Bahrain number (+973); the server checks it with libphonenumber and stores it as E.164. */
    contactPhone: typedPhoneSchema,
    pin: z.optional(z.nullable(pinSchema)),
    /** Make this the default address (the first one always is). */
    isDefault: z.optional(z.boolean()),
  })
  .check(
    z.refine((a) => a.labelKind !== 'other' || (a.label ?? '').trim().length > 0, {
      message: LABEL_REQUIRED_ISSUE,
      path: ['label'],
    }),
  );
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: idSchema,
  labelKind: addressLabelSchema,
  label: z.nullable(z.string()),
  governorate: governorateSchema,
  area: z.string(),
  block: z.string(),
  road: z.string(),
  building: z.string(),
  flat: z.nullable(z.string()),
  directions: z.nullable(z.string()),
  /** E.164, e.g. +97336001234. */
  contactPhone: z.string(),
  pin: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** Every change answers with the whole list (default first, then newest): the client shows it as is. */
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

export const addressParamsSchema = z.object({ id: idSchema });
