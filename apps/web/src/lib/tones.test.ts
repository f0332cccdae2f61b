import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTonePlayer } from './tones';

/** A stand-in AudioContext that writes down what the player schedules. */
function fakeAudio(startState: AudioContextState = 'suspended') {
  const log: string[] = [];
  class FakeContext {
    state: AudioContextState = startState;
    currentTime = 10;
    destination = {};
    async resume() {
      this.state = 'running';
    }
    createOscillator() {
      const oscillator = {
        type: '',
        frequency: { value: 0 },
        connect: (gain: unknown) => gain,
        start: (at: number) => log.push(`${oscillator.type} ${oscillator.frequency.value} ${at}`),
        stop: (at: number) => log.push(`stop ${at}`),
      };
      return oscillator;
    }
    createGain() {
      return {
        gain: {
          setValueAtTime: (value: number, at: number) => log.push(`set ${value} ${at}`),
          exponentialRampToValueAtTime: (value: number, at: number) => log.push(`ramp ${value} ${at}`),
        },
        connect: (destination: unknown) => destination,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return log;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const shape = { wave: 'square', peak: 0.5, rise: 0.25, fade: 0.5, stop: 1 } as const;

describe('createTonePlayer', () => {
  it('is silent until a gesture unlocks it, then plays each tone with the shape', async () => {
    const log = fakeAudio();
    const player = createTonePlayer();
    expect(player.available()).toBe(true);
    player.play([{ at: 0, frequency: 440 }], shape);
    expect(log).toEqual([]);
    expect(player.unlocked()).toBe(false);

    await expect(player.unlock()).resolves.toBe(true);
    expect(player.unlocked()).toBe(true);
    player.play(
      [
        { at: 0, frequency: 440 },
        { at: 2, frequency: 880 },
      ],
      shape,
    );
    // Starts 0.02 s after now (10): each tone rises, fades and stops at its own offset.
    expect(log).toEqual([
      'set 0.0001 10.02',
      'ramp 0.5 10.27',
      'ramp 0.0001 10.52',
      'square 440 10.02',
      'stop 11.02',
      'set 0.0001 12.02',
      'ramp 0.5 12.27',
      'ramp 0.0001 12.52',
      'square 880 12.02',
      'stop 13.02',
    ]);
  });

  it('keeps one context per player: unlocking one does not unlock another', async () => {
    fakeAudio();
    const first = createTonePlayer();
    const second = createTonePlayer();
    await first.unlock();
    expect(first.unlocked()).toBe(true);
    expect(second.unlocked()).toBe(false);
  });

  it('says no where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const player = createTonePlayer();
    expect(player.available()).toBe(false);
    await expect(player.unlock()).resolves.toBe(false);
    expect(player.unlocked()).toBe(false);
  });
});
