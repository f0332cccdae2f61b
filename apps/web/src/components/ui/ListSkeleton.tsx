import { cn } from '../../lib/cn';
import { OfflineNotice, useOfflineFor } from './OfflineNotice';

/**
 * Grey blocks in the place of a list while it loads, with what is loading for screen readers; offline
 * for a few seconds, it says so instead (the list loads by itself once back online).
 */
export function ListSkeleton({
  label,
  blocks,
  className,
}: {
  label: string;
  /** Each block's height class, e.g. `['h-52', 'h-52']`. */
  blocks: readonly string[];
  /** Added to the grid (e.g. `md:grid-cols-2`). */
  className?: string;
}) {
  const offline = useOfflineFor();
  if (offline) return <OfflineNotice className={className} />;
  return (
    <div aria-busy className={cn('grid gap-4', className)}>
      <span className="sr-only">{label}</span>
      {blocks.map((height, i) => (
        // The blocks never move or change: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <div key={i} className={cn(height, 'animate-pulse rounded-3xl bg-slate-200')} />
      ))}
    </div>
  );
}
