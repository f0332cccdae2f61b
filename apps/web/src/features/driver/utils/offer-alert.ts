/**
 * The new-offer alert: a short beep (lib/tones.ts makes it, no sound file) and a vibration where the
 * phone has one. Browsers start audio only after a gesture: `unlockOfferSound()` is called from the
 * driver's first tap in the area (going online is one), and the beep is silent until then.
 */
import { createTonePlayer } from '../../../lib/tones';

const player = createTonePlayer();

/** From a gesture: makes the beep possible from then on. No sound on this browser: the vibration and the screen still tell. */
export async function unlockOfferSound(): Promise<void> {
  await player.unlock();
}

/** Three short high beeps, and a buzz-pause-buzz where the phone vibrates. */
export function playOfferAlert() {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([200, 100, 200]);
  }
  player.play(
    [
      { at: 0, frequency: 1046.5 },
      { at: 0.18, frequency: 1046.5 },
      { at: 0.36, frequency: 1046.5 },
    ],
    { wave: 'square', peak: 0.2, rise: 0.01, fade: 0.12, stop: 0.14 },
  );
}
