import { Notifications } from '@limelight/protocol';
import { useCallback } from 'react';

// spec 000 §3 stored preferences: the default volume is 0.25.
const chimeVolume = 0.25;
const silentGain = 0.0001; // exponential ramps cannot reach 0

let audioContext: AudioContext | null = null;

/** A soft two-note chime drawn with Web Audio, so that no sound file has to be shipped or fetched. */
function playChime(durationMs: number): void {
  if (typeof AudioContext === 'undefined') return;
  audioContext ??= new AudioContext();
  // Browsers keep audio suspended until the visitor has interacted with the page; then the chime is skipped.
  if (audioContext.state === 'suspended') void audioContext.resume().catch(() => undefined);
  const startS = audioContext.currentTime;
  const endS = startS + durationMs / 1000;
  const oscillator = audioContext.createOscillator();
  const gain = audioContext.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, startS);
  oscillator.frequency.setValueAtTime(1320, startS + 0.12);
  gain.gain.setValueAtTime(silentGain, startS);
  gain.gain.exponentialRampToValueAtTime(chimeVolume, startS + 0.02);
  gain.gain.exponentialRampToValueAtTime(silentGain, endS);
  oscillator.connect(gain).connect(audioContext.destination);
  oscillator.start(startS);
  oscillator.stop(endS);
}

/** spec 000 §1, §9: the notification sound, 1500 ms by default. Returns the function that plays it. */
export function useNotificationSound(durationMs: number = Notifications.soundMs): () => void {
  return useCallback(() => playChime(durationMs), [durationMs]);
}
