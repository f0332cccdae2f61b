import { Star } from 'lucide-react';

/** Marks the one default item of a list (an address, a payment method); the label says so in words. */
export function DefaultBadge({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-800 text-xs sm:text-[13px]">
      <Star className="size-3 fill-current" aria-hidden />
      {label}
    </span>
  );
}
