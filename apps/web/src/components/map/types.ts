/** A point on a map, as the contracts carry it. */
export interface MapPin {
  id: string;
  lng: number;
  lat: number;
  /** What the marker is: the driver (a filled dot), where it goes (a ring), or a driver on the admins' map. */
  kind: 'driver' | 'destination';
  /** Shown beside the marker when given (already translated; set as text, never as HTML). */
  label?: string;
}

export interface MapProps {
  pins: readonly MapPin[];
  /** Draw a line from the first pin to the second (the driver to where they are going). */
  line?: boolean;
  /** The map's accessible name; the facts it shows are also in text beside it. */
  label: string;
  className?: string;
}
