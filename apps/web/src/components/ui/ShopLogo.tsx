import { Store } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A shop's logo, or a shop icon when it has none (decorative: its name is always beside it). */
export function ShopLogo({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" className={cn('shrink-0 rounded-xl bg-slate-100 object-cover', className)} />
  ) : (
    <span
      className={cn('grid shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-700', className)}
    >
      <Store className="size-1/2" aria-hidden />
    </span>
  );
}
