import { timingSafeEqual } from 'node:crypto';
import {
  DELIVERY_CODE_ATTEMPTS,
  DRIVER_MISSED_OFFERS_LIMIT,
  type DRIVER_OFFLINE_REASONS,
  type ErrorCode,
} from '@haflah/contracts';

type DriverOfflineReason = (typeof DRIVER_OFFLINE_REASONS)[number];

/** An online driver's status from their load: busy once they carry their maximum, else available. */
export function onlineStatus(currentOrders: number, maxOrders: number): 'available' | 'busy' {
  return currentOrders >= maxOrders ? 'busy' : 'available';
}

/**
 * The driver's status after their load changed: offline stays offline (the driver chose it, or the
 * server set it), an online driver is available or busy by their load.
 */
export function statusAfterLoad(
  status: 'offline' | 'available' | 'busy',
  currentOrders: number,
  maxOrders: number,
): 'offline' | 'available' | 'busy' {
  return status === 'offline' ? 'offline' : onlineStatus(currentOrders, maxOrders);
}

/** A cash order may be offered to (and taken by) a driver only while their cash held is below the cap. */
export function cashAllowed(paymentType: string, heldFils: number, capFils: number): boolean {
  return paymentType !== 'cash' || heldFils < capFils;
}

export interface DriverFacts {
  isActive: boolean;
  status: 'offline' | 'available' | 'busy';
  currentOrders: number;
  maxOrders: number;
}

/** Why a driver may not take a delivery now (checked under their row's lock), or null when they may. */
export function acceptRefusal(
  driver: DriverFacts,
  delivery: { paymentType: string },
  cash: { heldFils: number; capFils: number },
): ErrorCode | null {
  if (!driver.isActive) return 'DRIVER_INACTIVE';
  if (driver.status === 'offline') return 'DRIVER_OFFLINE';
  if (driver.currentOrders >= driver.maxOrders) return 'DRIVER_FULL';
  if (!cashAllowed(delivery.paymentType, cash.heldFils, cash.capFils)) return 'DRIVER_CASH_CAP';
  return null;
}

/** Wrong codes left before the code is refused. */
export function codeAttemptsLeft(wrongCodes: number): number {
  return Math.max(0, DELIVERY_CODE_ATTEMPTS - wrongCodes);
}

/** Arabic-Indic and Persian digits as Latin ones (the customer reads the code out; either is typed). */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** The typed code against the stored one, in constant time (both are 4 digits once normalised). */
export function codeMatches(typed: string, stored: string): boolean {
  const a = Buffer.from(latinDigits(typed));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * After one more offer let expire: the new count, and whether the driver is set offline
 * (DRIVER_MISSED_OFFERS_LIMIT in a row).
 */
export function afterMissedOffer(missedOffers: number): {
  missedOffers: number;
  offline: Extract<DriverOfflineReason, 'missed_offers'> | null;
} {
  const missed = missedOffers + 1;
  return { missedOffers: missed, offline: missed >= DRIVER_MISSED_OFFERS_LIMIT ? 'missed_offers' : null };
}

/** Bahrain keeps UTC+3 all year (no daylight saving). */
const BAHRAIN_OFFSET_MS = 3 * 60 * 60 * 1000;

/** When the Bahrain day of `now` began (a driver's "today"). */
export function bahrainDayStart(now: Date): Date {
  const local = now.getTime() + BAHRAIN_OFFSET_MS;
  const day = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return new Date(day - BAHRAIN_OFFSET_MS);
}
