import { lazy, Suspense } from 'react';
import type { MapProps } from './types';

const LeafletMap = lazy(() => import('./LeafletMap'));

/**
 * A map of a few pins (and a line between the first two), with Leaflet loaded only when a map is first
 * shown: its own chunk, so no route's entry (Home's least) grows with it. The placeholder keeps the
 * map's place while it loads.
 */
export function LazyMap(props: MapProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className={`${props.className ?? 'h-64 w-full rounded-2xl'} animate-pulse bg-teal-50`}
        />
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}

export type { MapPin, MapProps } from './types';
