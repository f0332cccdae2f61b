import { z } from 'zod/mini';
import { emailSchema, nameSchema, passwordSchema, phoneSchema, sessionUserSchema } from './auth.js';
import { retailerSchema, retailerStatusSchema } from './catalogue.js';
import { plainText } from './common.js';

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢٣ or the Persian ۰۱۲۳); numbers are stored with Latin
 * digits, as they are shown in both languages.
 */
export function latinDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** What a shop sells, chosen at retailer registration (one or more; stored as a list). */
export const BUSINESS_TYPES = [
  'bakery',
  'decorations',
  'party_supplies',
  'giveaways',
  'entertainment',
  'rentals',
  'catering',
  'services',
] as const;
export const businessTypeSchema = z.enum(BUSINESS_TYPES);
export type BusinessType = z.infer<typeof businessTypeSchema>;

/** Bahrain's areas a shop can be in, with their Arabic names (DESIGN.md). */
export const BAHRAIN_AREAS = {
  manama: { en: 'Manama', ar: 'المنامة' },
  seef: { en: 'Seef', ar: 'السيف' },
  juffair: { en: 'Juffair', ar: 'الجفير' },
  adliya: { en: 'Adliya', ar: 'العدلية' },
  muharraq: { en: 'Muharraq', ar: 'المحرق' },
  riffa: { en: 'Riffa', ar: 'الرفاع' },
  isa_town: { en: 'Isa Town', ar: 'مدينة عيسى' },
  hamad_town: { en: 'Hamad Town', ar: 'مدينة حمد' },
  saar: { en: 'Saar', ar: 'سار' },
  budaiya: { en: 'Budaiya', ar: 'البديع' },
  amwaj: { en: 'Amwaj', ar: 'أمواج' },
  sitra: { en: 'Sitra', ar: 'سترة' },
} as const;
export type BahrainArea = keyof typeof BAHRAIN_AREAS;
export const AREA_KEYS = Object.keys(BAHRAIN_AREAS) as [BahrainArea, ...BahrainArea[]];
export const areaSchema = z.enum(AREA_KEYS);

export const VEHICLE_TYPES = ['motorcycle', 'car', 'van'] as const;
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/** Spec: a new driver starts offline; the other states come with the driver screens. */
export const DRIVER_STATUSES = ['offline', 'available', 'busy'] as const;
export const driverStatusSchema = z.enum(DRIVER_STATUSES);
export const DRIVER_MAX_ORDERS_DEFAULT = 3;

/**
 * Bahrain IBAN: BH + 2 check digits + 4-letter bank code + 14 alphanumerics (22 characters),
 * valid when the ISO 13616 mod-97 remainder is 1. Spaces are allowed when typing.
 */
export function normalizeIban(input: string): string {
  return latinDigits(input).replace(/\s+/g, '').toUpperCase();
}
export function isValidBahrainIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^BH\d{2}[A-Z]{4}[A-Z0-9]{14}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const ibanSchema = z.pipe(
  z.pipe(z.string().check(z.maxLength(40)), z.transform(normalizeIban)),
  z.string().check(z.refine(isValidBahrainIban)),
);
/** Commercial Registration numbers are digits (a branch suffix like 12345-1 is typed without the dash). */
export const crNumberSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20)),
    z.transform((s) => latinDigits(s).trim()),
  ),
  z.string().check(z.regex(/^\d{4,12}$/)),
);
/** Plate numbers: up to 6 digits in Bahrain; letters allowed for other formats. */
export const licensePlateSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20)),
    z.transform((s) => latinDigits(s).trim().toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z0-9][A-Z0-9 -]{0,9}$/)),
);

const accountFields = {
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
};

export const retailerRegisterSchema = z.object({
  ...accountFields,
  businessNameEn: plainText(80, 2),
  businessNameAr: plainText(80, 2),
  crNumber: crNumberSchema,
  businessTypes: z.pipe(
    z.array(businessTypeSchema).check(z.minLength(1), z.maxLength(BUSINESS_TYPES.length)),
    z.transform((types) => [...new Set(types)]),
  ),
  area: areaSchema,
  address: plainText(200, 3),
  description: z.optional(plainText(1000)),
  iban: ibanSchema,
});
export type RetailerRegister = z.infer<typeof retailerRegisterSchema>;

export const driverRegisterSchema = z.object({
  ...accountFields,
  name: nameSchema,
  vehicleType: vehicleTypeSchema,
  licensePlate: licensePlateSchema,
});
export type DriverRegister = z.infer<typeof driverRegisterSchema>;

// ---- staff-only views (never served to customers: they carry approval state) ----

/** A shop as its owner and the admins see it: the public card plus where it stands in approval. */
export const staffRetailerSchema = z.extend(retailerSchema, { status: retailerStatusSchema });
export type StaffRetailer = z.infer<typeof staffRetailerSchema>;
export const staffRetailersResponseSchema = z.object({ retailers: z.array(staffRetailerSchema) });

export const driverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  vehicleType: vehicleTypeSchema,
  licensePlate: z.string(),
  status: driverStatusSchema,
  isActive: z.boolean(),
  currentOrders: z.int(),
  maxOrders: z.int(),
  rating: z.number(),
  totalDeliveries: z.int(),
  /** Last reported position, or null before the first report. */
  currentLocation: z.nullable(z.object({ lng: z.number(), lat: z.number() })),
});
export type Driver = z.infer<typeof driverSchema>;
/** The signed-in driver: the account, and the driver record (null for an account made without one). */
export const driverMeResponseSchema = z.object({ user: sessionUserSchema, driver: z.nullable(driverSchema) });
export type DriverMeResponse = z.infer<typeof driverMeResponseSchema>;
