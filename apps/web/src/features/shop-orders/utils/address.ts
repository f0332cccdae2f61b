import type { OrderAddress } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { areaName } from '../../../lib/area-name';

type Part = 'flat' | 'building' | 'road' | 'block';

/** A number gets its word ('2801' → 'Road 2801'); a name is shown as typed. */
const part = (t: TFunction, key: Part, value: string) =>
  /^\d/.test(value) ? t(`shopOrders.address.${key}`, { value }) : value;

/** The delivery address as written in Bahrain, smallest part first (Flat, Building, Road, Block, Area). */
export function addressLine(t: TFunction, address: OrderAddress): string {
  return [
    address.flat ? part(t, 'flat', address.flat) : null,
    part(t, 'building', address.building),
    part(t, 'road', address.road),
    t('shopOrders.address.block', { value: address.block }),
    areaName(address.area),
    t(`shopOrders.address.governorate.${address.governorate}`),
  ]
    .filter(Boolean)
    .join(t('shopOrders.address.separator'));
}
