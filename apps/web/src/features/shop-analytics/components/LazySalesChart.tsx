import type { ShopAnalytics } from '@haflah/contracts';
import { lazy, Suspense } from 'react';

// recharts comes with this chunk only, when a chart is first shown (never in the Home route).
const SalesChart = lazy(() => import('./SalesChart'));

export function LazySalesChart({ days }: { days: ShopAnalytics['days'] }) {
  return (
    <Suspense fallback={<div aria-hidden className="h-56 w-full animate-pulse rounded-2xl bg-slate-100" />}>
      <SalesChart days={days} />
    </Suspense>
  );
}
