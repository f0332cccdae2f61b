import type { Address } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { areaName } from '../../../lib/area-name';

/** What the customer calls an address: Home, Work or Venue in the current language, or their own name. */
export function addressName(t: TFunction, address: Pick<Address, 'labelKind' | 'label'>): string {
  if (address.labelKind === 'other' && address.label) return address.label;
  return t(`addresses.labels.${address.labelKind}`);
}

/**
 * A number gets its word ('2801' → 'Road 2801'); a name is shown as typed ('Al Fateh Highway'), and so
 * is a number typed with its word already ('Road 2801').
 */
function part(t: TFunction, key: 'flat' | 'building' | 'road' | 'block', value: string): string {
  return /^\d/.test(value) ? t(`addresses.line.${key}`, { [key]: value }) : value;
}

/**
 * The address as written in Bahrain, smallest part first: Flat, Building, Road, Block, Area,
 * Governorate ('Flat 12, Building 345, Road 2801, Block 428, Seef, Capital Governorate').
 */
export function addressLine(
  t: TFunction,
  address: Pick<Address, 'flat' | 'building' | 'road' | 'block' | 'area' | 'governorate'>,
): string {
  return [
    address.flat ? part(t, 'flat', address.flat) : null,
    part(t, 'building', address.building),
    part(t, 'road', address.road),
    t('addresses.line.block', { block: address.block }),
    areaName(address.area),
    t(`addresses.governorates.${address.governorate}`),
  ]
    .filter(Boolean)
    .join(t('addresses.line.separator'));
}

/** A pin's coordinates as shown: five decimals (about a metre), Latin digits in both languages. */
export const formatPin = (pin: { lat: number; lng: number }) =>
  `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`;
