import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPin, MapProps } from './types';

/**
 * Where map tiles come from (VITE_MAP_TILES_URL, e.g. `https://tile.example/{z}/{x}/{y}.png`), with its
 * attribution (VITE_MAP_TILES_ATTRIBUTION). Empty by default: then no tile layer at all, and the markers
 * and the line stand on a plain background (as in tests, with no tile server to reach).
 */
const TILES_URL: string = import.meta.env.VITE_MAP_TILES_URL ?? '';
const TILES_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILES_ATTRIBUTION ?? '';

const MARKER_CLASS: Record<MapPin['kind'], string> = {
  driver: 'haflah-pin haflah-pin-driver',
  destination: 'haflah-pin haflah-pin-destination',
};

function icon(kind: MapPin['kind']) {
  // A divIcon: drawn with CSS, no image files to serve.
  return L.divIcon({ className: MARKER_CLASS[kind], iconSize: [22, 22], iconAnchor: [11, 11] });
}

/** A label as a text node: names come from users, so never HTML. */
function labelElement(text: string) {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/**
 * Leaflet, imperatively, in one effect: the map is made once, and its markers, line and bounds are
 * replaced when the pins change. Loaded only through LazyMap (its own chunk, with Leaflet's CSS).
 * The container is left-to-right whatever the page's direction (Leaflet positions in LTR); markers are
 * not focusable (the same facts are in text beside the map).
 */
export default function LeafletMap({ pins, line = false, label, className }: MapProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      zoomControl: false,
      attributionControl: Boolean(TILES_URL),
      keyboard: false,
      center: [26.2235, 50.5876],
      zoom: 12,
    });
    if (TILES_URL) L.tileLayer(TILES_URL, { attribution: TILES_ATTRIBUTION, maxZoom: 19 }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const pin of pins) {
      const marker = L.marker([pin.lat, pin.lng], {
        icon: icon(pin.kind),
        keyboard: false,
        interactive: false,
      });
      if (pin.label)
        marker.bindTooltip(labelElement(pin.label), {
          permanent: true,
          direction: 'top',
          offset: [0, -12],
          className: 'haflah-pin-label',
        });
      marker.addTo(group);
    }
    const [from, to] = pins;
    if (line && from && to)
      L.polyline(
        [
          [from.lat, from.lng],
          [to.lat, to.lng],
        ],
        { color: '#0f766e', weight: 4, dashArray: '6 8', interactive: false },
      ).addTo(group);
    if (pins.length === 1) current.setView([pins[0]!.lat, pins[0]!.lng], 15);
    else if (pins.length > 1)
      current.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number])), {
        padding: [36, 36],
        maxZoom: 16,
      });
  }, [pins, line]);

  return (
    <section
      ref={container}
      aria-label={label}
      dir="ltr"
      className={`haflah-map ${className ?? 'h-64 w-full overflow-hidden rounded-2xl'}`}
    />
  );
}
