import { z } from 'zod/mini';
import { emailSchema, nameSchema, passwordSchema, phoneSchema, sessionUserSchema } from './auth.js';
import { areaSchema, crNumberSchema, ibanSchema, latinDigits } from './bahrain.js';
import { shopSchema, shopStatusSchema } from './catalogue.js';
import { plainText } from './common.js';

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

export const VEHICLE_TYPES = ['motorcycle', 'car', 'van'] as const;
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/** Spec: a new driver starts offline; the other states come with the driver screens. */
export const DRIVER_STATUSES = ['offline', 'available', 'busy'] as const;
export const driverStatusSchema = z.enum(DRIVER_STATUSES);
export const DRIVER_MAX_ORDERS_DEFAULT = 3;

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
export const staffShopSchema = z.extend(shopSchema, { status: shopStatusSchema });
export type StaffShop = z.infer<typeof staffShopSchema>;
export const staffShopsResponseSchema = z.object({ shops: z.array(staffShopSchema) });

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
