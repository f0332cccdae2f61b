import { z } from 'zod/mini';
import { noControlCharacters, plainText } from './common.js';

export const ROLES = ['customer', 'retailer', 'driver', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Spec §9 auth constants. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 120;
export const MAX_FAILED_VERIFICATIONS = 5;
export const LOGIN_LIMIT = { max: 10, windowSeconds: 30 * 60 } as const;
export const CODE_REQUEST_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §5: trimmed and lower-cased. */
export const emailSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(254)),
    z.transform((s) => s.trim().toLowerCase()),
  ),
  z.email(),
);

/** Spec §5: letters (any script), spaces, apostrophes or hyphens, 1 to 50 characters. */
export const NAME_PATTERN = /^[\p{L}\p{M}' -]{1,50}$/u;
export const nameSchema = z.pipe(plainText(50), z.string().check(z.regex(NAME_PATTERN)));

/** Spec §5: optional; digits, spaces, plus, hyphen and parentheses (the server also checks the number). */
export const PHONE_PATTERN = /^[\d\s+()-]{6,20}$/;
export const phoneSchema = z.pipe(plainText(20), z.string().check(z.regex(PHONE_PATTERN)));

/** Any characters but the control characters no text may hold (common.ts). */
export const passwordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH), noControlCharacters());
export const codeSchema = z.string().check(z.regex(/^\d{6}$/));
export const locationSchema = plainText(100);

/** A phone number, or '' (which clears a saved one). One schema, so a refusal names its reason. */
const phoneOrEmptySchema = z.pipe(
  plainText(20),
  z.string().check(z.refine((s) => s === '' || PHONE_PATTERN.test(s))),
);

/** Optional profile fields; an empty string clears a saved value. */
export const profileFieldsSchema = z.object({
  phone: z.optional(phoneOrEmptySchema),
  location: z.optional(locationSchema),
});

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH), noControlCharacters()),
  /**
   * A staff area's sign-in: only an account of this role may sign in there. Another role's account
   * with the right password is told WRONG_AREA (403, `details: { role }`) and is not signed in; a
   * wrong password gets INVALID_CREDENTIALS as anywhere else.
   */
  area: z.optional(z.enum(['retailer', 'driver', 'admin'])),
});
/** WRONG_AREA's `details`: the role of the account that was refused. */
export const wrongAreaDetailsSchema = z.object({ role: roleSchema });

/** Forgot password, step 1: a code to the email (the same answer whether or not it has an account). */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** Forgot password, step 2: the emailed code and the new password (registration's rules); signs in. */
export const passwordResetSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  password: passwordSchema,
});
/** The signed-in user's new password; their other sessions end. */
export const passwordChangeSchema = z.object({
  currentPassword: loginRequestSchema.shape.password,
  newPassword: passwordSchema,
});
export const registerRequestSchema = z.extend(profileFieldsSchema, {
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const CODE_MODES = ['login', 'register'] as const;
export const codeRequestSchema = z.extend(profileFieldsSchema, {
  email: emailSchema,
  mode: z.enum(CODE_MODES),
  name: z.optional(nameSchema),
});
export const codeVerifySchema = z.extend(profileFieldsSchema, {
  email: emailSchema,
  code: codeSchema,
  name: z.optional(nameSchema),
});
export const profileUpdateSchema = z.extend(profileFieldsSchema, { name: z.optional(nameSchema) });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  location: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  role: roleSchema,
  createdAt: z.iso.datetime(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: z.nullable(sessionUserSchema) });
export const userResponseSchema = z.object({ user: sessionUserSchema });
export const codeSentResponseSchema = z.object({ expiresInSeconds: z.number() });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type CodeRequest = z.infer<typeof codeRequestSchema>;
export type CodeVerify = z.infer<typeof codeVerifySchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordReset = z.infer<typeof passwordResetSchema>;
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
