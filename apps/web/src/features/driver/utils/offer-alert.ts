/**
 * The new-offer alert: a short beep made by the Web Audio API (no sound file) and a vibration where
 * the phone has one. Browsers start audio only after a gesture: `unlockOfferSound()` is called from
 * the driver's first tap in the area (going online is one), and the beep is silent until then.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/** From a gesture: makes the beep possible from then on. */
export async function unlockOfferSound(): Promise<void> {
  const Audio = audioClass();
  if (!Audio) return;
  try {
    context ??= new Audio();
    if (context.state === 'suspended') await context.resume();
  } catch {
    // No sound on this browser: the vibration and the screen still tell.
  }
}

/** Three short high beeps, and a buzz-pause-buzz where the phone vibrates. */
export function playOfferAlert() {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([200, 100, 200]);
  }
  const ctx = context;
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime + 0.02;
  for (const offset of [0, 0.18, 0.36]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 1046.5;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.12);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.14);
  }
}
