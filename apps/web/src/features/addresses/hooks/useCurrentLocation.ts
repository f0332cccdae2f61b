import { isInBahrain, type Pin } from '@haflah/contracts';
import { useEffect, useRef, useState } from 'react';

/** Why no pin came back: each has its own sentence (addresses.pin.*). */
export type LocationProblem = 'outsideBahrain' | 'denied' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED (the constant is missing where geolocation is). */
const PERMISSION_DENIED = 1;
// A fresh position each time: asked again, the customer has usually moved (or is trying indoors again).
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 };
/** Six decimals is about 10 cm: more is noise from the sensor. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The device's position as a map pin, once asked: `onPin` gets it when it lies in Bahrain; otherwise
 * (or when the user or the device says no) `problem` says why, and no pin is set.
 */
export function useCurrentLocation(onPin: (pin: Pin) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  // An answer that arrives after the form has closed is dropped.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!live.current) return;
        setLocating(false);
        const pin = { lat: round(coords.latitude), lng: round(coords.longitude) };
        if (isInBahrain(pin)) onPin(pin);
        else setProblem('outsideBahrain');
      },
      (error) => {
        if (!live.current) return;
        setLocating(false);
        setProblem(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      OPTIONS,
    );
  };

  return { locating, problem, locate, clearProblem: () => setProblem(null) };
}
