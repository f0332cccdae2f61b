/**
 * Short tones made by the Web Audio API (no sound file to download). Browsers start audio only after
 * a user gesture, so a player's context is made (or resumed) in one — `unlock()` is called from a
 * tap — and `play()` is silent until then. Each caller makes its own player (its own context).
 */
type AudioContextClass = typeof AudioContext;

function audioClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/** One tone: when it starts (seconds after `play()`), and its pitch (Hz). */
export interface Tone {
  at: number;
  frequency: number;
}

/** How every tone sounds: its wave, its loudest gain, and its rise, fade and stop (seconds from its start). */
export interface ToneShape {
  wave: OscillatorType;
  peak: number;
  rise: number;
  fade: number;
  stop: number;
}

export interface TonePlayer {
  /** True when this browser can make sound at all. */
  available: () => boolean;
  /** Call from a user gesture (a tap, a key): makes sound possible from then on. True when it is. */
  unlock: () => Promise<boolean>;
  /** True once a gesture has let the player sound. */
  unlocked: () => boolean;
  /** Plays the tones, each with the same shape; nothing before `unlock()` has worked. */
  play: (tones: readonly Tone[], shape: ToneShape) => void;
}

export function createTonePlayer(): TonePlayer {
  let context: AudioContext | null = null;
  return {
    available: () => audioClass() !== undefined,
    async unlock() {
      const Audio = audioClass();
      if (!Audio) return false;
      try {
        context ??= new Audio();
        if (context.state === 'suspended') await context.resume();
        return context.state === 'running';
      } catch {
        return false;
      }
    },
    unlocked: () => context?.state === 'running',
    play(tones, shape) {
      const ctx = context;
      if (ctx?.state !== 'running') return;
      const start = ctx.currentTime + 0.02;
      for (const { at, frequency } of tones) {
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = shape.wave;
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + at);
        gain.gain.exponentialRampToValueAtTime(shape.peak, start + at + shape.rise);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + at + shape.fade);
        oscillator.connect(gain).connect(ctx.destination);
        oscillator.start(start + at);
        oscillator.stop(start + at + shape.stop);
      }
    },
  };
}
