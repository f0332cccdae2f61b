import type { Address, OrderAddress } from '@haflah/contracts';
import { Navigation, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DefaultBadge } from '../../../components/ui/DefaultBadge';
import { cn } from '../../../lib/cn';
import { formatPhone } from '../../../lib/format';
import { addressLine, addressName } from '../utils/address-text';
import { LABEL_ICONS } from './label-icons';

/**
 * Choosing one of the saved addresses (checkout): real radio buttons, one tab stop with arrow keys,
 * each option showing the address as written in Bahrain and its contact phone, the default marked.
 */
export function AddressPicker({
  addresses,
  value,
  onChange,
  labelledBy,
  name,
  columns = 'md:grid-cols-2',
}: {
  addresses: Address[];
  value: string | null;
  onChange: (id: string) => void;
  labelledBy: string;
  /** The radio group's form name. */
  name: string;
  /** The grid's columns: two from `md` up on a page, one in a narrow sheet (''). */
  columns?: 'md:grid-cols-2' | '';
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={cn('grid gap-2', columns)}>
      {addresses.map((address) => {
        const Icon = LABEL_ICONS[address.labelKind];
        const checked = address.id === value;
        return (
          <label
            key={address.id}
            className={cn(
              'flex cursor-pointer gap-3 rounded-2xl border p-3.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500/40',
              checked ? 'border-violet-600 bg-violet-50/60' : 'border-slate-200 hover:border-violet-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={checked}
              onChange={() => onChange(address.id)}
              className="mt-1 size-4 shrink-0 accent-violet-600"
            />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Icon className="size-4 shrink-0 text-violet-700" aria-hidden />
                <span className="font-bold text-slate-900">{addressName(t, address)}</span>
                {address.isDefault && <DefaultBadge label={t('addresses.default')} />}
              </span>
              <span className="text-slate-700 text-sm">{addressLine(t, address)}</span>
              <span className="flex items-center gap-1.5 text-slate-600 text-xs sm:text-[13px]">
                <Phone className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">{t('addresses.card.phone')}</span>
                <bdi dir="ltr">{formatPhone(address.contactPhone)}</bdi>
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** An order's delivery address as it was at checkout: its name, the address, phone and directions. */
export function AddressSnapshot({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  const Icon = LABEL_ICONS[address.labelKind];
  return (
    <div className="grid gap-1">
      <p className="flex items-center gap-2 font-bold text-slate-900">
        <Icon className="size-4 shrink-0 text-violet-700" aria-hidden />
        {addressName(t, address)}
      </p>
      <p className="text-slate-700 text-sm">{addressLine(t, address)}</p>
      <p className="flex items-center gap-1.5 text-slate-600 text-sm">
        <Phone className="size-4 shrink-0" aria-hidden />
        <span className="sr-only">{t('addresses.card.phone')}</span>
        <bdi dir="ltr">{formatPhone(address.contactPhone)}</bdi>
      </p>
      {address.directions && (
        <p className="flex items-start gap-1.5 text-slate-600 text-sm">
          <Navigation className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="sr-only">{t('addresses.card.directions')}</span>
          <span className="min-w-0 break-words">{address.directions}</span>
        </p>
      )}
    </div>
  );
}
