/**
 * The new-order chime: two soft bell tones (lib/tones.ts makes them). Browsers start audio only after
 * a user gesture, so `unlockChime()` is called from a tap, and `playChime()` is silent until then.
 */
import { createTonePlayer } from '../../../lib/tones';

const player = createTonePlayer();

/** True when this browser can make sound at all. */
export const canChime = player.available;

/** Call from a user gesture (a tap, a key): makes sound possible from then on. True when it is. */
export const unlockChime = player.unlock;

/** True once a gesture has let the chime sound. */
export const chimeUnlocked = player.unlocked;

/** Two tones, a fifth apart, each fading out: noticeable across a shop, not harsh. */
export function playChime() {
  player.play(
    [
      { at: 0, frequency: 880 },
      { at: 0.22, frequency: 1318.5 },
    ],
    { wave: 'sine', peak: 0.35, rise: 0.02, fade: 0.9, stop: 1 },
  );
}
