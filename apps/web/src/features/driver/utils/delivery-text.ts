import { type DriverDelivery, latinDigits, type OrderAddress, parseDinars } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { areaName } from '../../../lib/area-name';

/** The address as one line the driver reads: flat, building, road, block, area (in their language). */
export function addressLine(address: OrderAddress, t: TFunction): string {
  return [
    address.flat ? t('driver.address.flat', { value: address.flat }) : null,
    t('driver.address.building', { value: address.building }),
    t('driver.address.road', { value: address.road }),
    t('driver.address.block', { value: address.block }),
    areaName(address.area),
  ]
    .filter(Boolean)
    .join(t('driver.address.separator'));
}

/** The address as a maps search understands it (not shown: the query of the Directions link). */
const mapsQuery = (a: OrderAddress) =>
  `Building ${a.building}, Road ${a.road}, Block ${a.block}, ${a.area}, Bahrain`;

/**
 * Where "Directions" goes: the phone's maps app (Google Maps' universal link opens the app when it is
 * there, the site when not), to the pin when the customer set one, else to the address's text.
 */
export function directionsUrl(
  delivery: Pick<DriverDelivery, 'destination' | 'address' | 'area'>,
): string | null {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  if (delivery.destination) return `${base}${delivery.destination.lat},${delivery.destination.lng}`;
  if (delivery.address) return `${base}${encodeURIComponent(mapsQuery(delivery.address))}`;
  return null;
}

/** A tel: link for a number as stored (+97336001234): digits and the plus only. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The customer's code as typed, in either script: its Latin digits (spaces and dashes dropped). */
export const codeDigits = (typed: string) => latinDigits(typed).replace(/\D/g, '').slice(0, 4);

export const isCode = (digits: string) => /^\d{4}$/.test(digits);

/**
 * An amount of Bahraini dinars as typed ('12', '12.5', '١٢٫٥٠٠': either script, either decimal
 * sign), in fils; null when it is no amount (more than 3 decimals, letters, empty).
 */
export const typedDinars = (typed: string) => parseDinars(latinDigits(typed).replace(/[٫,]/g, '.'));

/** What the cash step says about an amount received for `dueFils`. */
export function cashCheck(typed: string, dueFils: number) {
  const received = typedDinars(typed);
  if (received === null)
    return { state: typed.trim() ? 'invalid' : 'empty', received: null, change: 0 } as const;
  if (received < dueFils) return { state: 'below', received, change: 0 } as const;
  return { state: 'ok', received, change: received - dueFils } as const;
}
