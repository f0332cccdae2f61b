/**
 * The new-order chime, made by the Web Audio API (no sound file to download): two soft bell tones.
 * Browsers start audio only after a user gesture, so the context is made (or resumed) in one —
 * `unlock()` is called from a tap — and `play()` is silent until then.
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

/** True when this browser can make sound at all. */
export const canChime = () => audioClass() !== undefined;

/** Call from a user gesture (a tap, a key): makes sound possible from then on. True when it is. */
export async function unlockChime(): Promise<boolean> {
  const Audio = audioClass();
  if (!Audio) return false;
  try {
    context ??= new Audio();
    if (context.state === 'suspended') await context.resume();
    return context.state === 'running';
  } catch {
    return false;
  }
}

/** True once a gesture has let the chime sound. */
export const chimeUnlocked = () => context?.state === 'running';

/** Two tones, a fifth apart, each fading out: noticeable across a shop, not harsh. */
export function playChime() {
  const ctx = context;
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime + 0.02;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1318.5],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.35, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.9);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 1);
  }
}
