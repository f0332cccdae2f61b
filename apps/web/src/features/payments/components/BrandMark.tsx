import type { CardBrand } from '@haflah/contracts';
import { Banknote, CreditCard, Wallet } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type MarkKind = CardBrand | 'benefitpay' | 'cash' | null;

/** The schemes' wordmarks are their logos: written the same in every language, never translated. */
const WORDMARK = { visa: 'VISA', amex: 'AMEX' } as const;

const SIZE = {
  md: 'h-10 w-14 rounded-lg',
  sm: 'h-7 w-10 rounded-md',
} as const;

/**
 * A card scheme's mark drawn with text and CSS (no images to fetch): Visa's wordmark, Mastercard's
 * two circles, the Amex box; BenefitPay and cash on delivery with an icon; a plain card while the
 * brand is not known yet. Decorative: the brand is always said in words beside it.
 */
export function BrandMark({ kind, size = 'md' }: { kind: MarkKind; size?: keyof typeof SIZE }) {
  const box = cn('relative grid shrink-0 select-none place-items-center overflow-hidden', SIZE[size]);
  const small = size === 'sm';
  switch (kind) {
    case 'visa':
      return (
        <span aria-hidden className={cn(box, 'bg-white ring-1 ring-slate-200')}>
          <span
            className={cn(
              'font-black text-[#1a1f71] italic tracking-tight',
              small ? 'text-[0.7rem]' : 'text-base',
            )}
          >
            {WORDMARK.visa}
          </span>
        </span>
      );
    case 'mastercard':
      return (
        <span aria-hidden className={cn(box, 'bg-white ring-1 ring-slate-200')}>
          <span className="flex items-center" dir="ltr">
            <span className={cn('rounded-full bg-[#eb001b]', small ? 'size-4' : 'size-6')} />
            <span
              className={cn(
                'rounded-full bg-[#f79e1b]/90 mix-blend-multiply',
                small ? '-ms-1.5 size-4' : '-ms-2.5 size-6',
              )}
            />
          </span>
        </span>
      );
    case 'amex':
      return (
        <span aria-hidden className={cn(box, 'bg-[#006fcf]')}>
          <span className={cn('font-black text-white tracking-tighter', small ? 'text-[0.6rem]' : 'text-xs')}>
            {WORDMARK.amex}
          </span>
        </span>
      );
    case 'benefitpay':
      return (
        <span aria-hidden className={cn(box, 'bg-gradient-to-br from-red-600 to-rose-700 text-white')}>
          <Wallet className={small ? 'size-4' : 'size-5'} />
        </span>
      );
    case 'cash':
      return (
        <span aria-hidden className={cn(box, 'bg-emerald-600 text-white')}>
          <Banknote className={small ? 'size-4' : 'size-6'} />
        </span>
      );
    default:
      return (
        <span aria-hidden className={cn(box, 'bg-slate-100 text-slate-500')}>
          <CreditCard className={small ? 'size-4' : 'size-5'} />
        </span>
      );
  }
}
