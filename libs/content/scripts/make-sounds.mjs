// Synthesizes the game's sound effects as small WAV files (8-bit mono PCM, 22050 Hz) into
// assets/sounds/: cheerful chiptune sounds made of square and triangle waves, noise and envelopes.
// No downloads and no dependencies: `node libs/content/scripts/make-sounds.mjs`.
// The output is deterministic (noise comes from a seeded generator), so re-running changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/sounds');

/** Mulberry32: a tiny seeded generator, so the noise is the same on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOTE = (name) => {
  const m = /^([A-G])(#?)(\d)$/.exec(name);
  const semis = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 }[m[1]] + (m[2] ? 1 : 0);
  return 440 * 2 ** ((semis + (Number(m[3]) - 4) * 12) / 12);
};

/** A buffer of `seconds` of silence that voices are mixed into. */
const track = (seconds) => new Float32Array(Math.round(seconds * RATE));

const waves = {
  square: (phase, duty = 0.5) => (phase % 1 < duty ? 1 : -1),
  triangle: (phase) => 1 - 4 * Math.abs((phase % 1) - 0.5),
};

/** Attack/decay envelope: quick rise, then an exponential-ish fall to zero at the end. */
function envelope(i, n, attack = 0.005, curve = 2) {
  const t = i / RATE;
  const rise = Math.min(1, t / attack);
  const fall = (1 - i / n) ** curve;
  return rise * fall;
}

/**
 * Adds a tone: `freq` may be a number or a function of progress 0..1 (for sweeps);
 * `vibrato` wobbles the pitch (Hz depth, rate).
 */
function tone(buf, { start = 0, dur, freq, wave = 'square', duty = 0.5, gain = 0.5, curve = 2, vibrato }) {
  const s0 = Math.round(start * RATE);
  const n = Math.round(dur * RATE);
  let phase = 0;
  for (let i = 0; i < n && s0 + i < buf.length; i++) {
    const p = i / n;
    let f = typeof freq === 'function' ? freq(p) : freq;
    if (vibrato) f += vibrato.depth * Math.sin((2 * Math.PI * vibrato.rate * i) / RATE);
    phase += f / RATE;
    buf[s0 + i] += waves[wave](phase, duty) * gain * envelope(i, n, 0.004, curve);
  }
}

/** Adds noise, low-passed by `smooth` (0 = white, 0.95 = a dull thud). */
function noise(buf, { start = 0, dur, gain = 0.4, smooth = 0.5, curve = 3, seed = 1 }) {
  const rnd = seeded(seed);
  const s0 = Math.round(start * RATE);
  const n = Math.round(dur * RATE);
  let last = 0;
  for (let i = 0; i < n && s0 + i < buf.length; i++) {
    last = smooth * last + (1 - smooth) * (rnd() * 2 - 1);
    buf[s0 + i] += last * gain * envelope(i, n, 0.002, curve);
  }
}

/** Peaks at `peak` so every effect is equally loud; the game sets the playback volume. */
function normalize(buf, peak = 0.9) {
  let max = 0;
  for (const v of buf) max = Math.max(max, Math.abs(v));
  if (max > 0) for (let i = 0; i < buf.length; i++) buf[i] = (buf[i] / max) * peak;
  return buf;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length);
  // 8-bit PCM is unsigned, centred on 128.
  samples.forEach((v, i) => (data[i] = Math.max(0, Math.min(255, Math.round(128 + v * 127)))));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SOUNDS = {
  /** A soft padded step: a low triangle tick with a puff of dull noise. */
  footstep() {
    const b = track(0.07);
    tone(b, { dur: 0.06, freq: (p) => 190 - 80 * p, wave: 'triangle', gain: 0.6, curve: 3 });
    noise(b, { dur: 0.05, gain: 0.35, smooth: 0.85, seed: 7 });
    return b;
  },
  /** Bumping into a wall (and any error): a friendly "boing" sliding down, not a harsh buzz. */
  bump() {
    const b = track(0.3);
    noise(b, { dur: 0.06, gain: 0.5, smooth: 0.9, seed: 3 });
    tone(b, { dur: 0.14, freq: (p) => 330 - 90 * p, duty: 0.25, gain: 0.45 });
    tone(b, { start: 0.13, dur: 0.17, freq: (p) => 220 - 70 * p, duty: 0.25, gain: 0.45 });
    return b;
  },
  /** Collecting: a quick upward pop and a bright two-note sparkle. */
  pop() {
    const b = track(0.26);
    tone(b, { dur: 0.08, freq: (p) => 500 + 900 * p, duty: 0.5, gain: 0.45, curve: 1 });
    tone(b, { start: 0.08, dur: 0.08, freq: NOTE('C6'), duty: 0.25, gain: 0.35, curve: 1 });
    tone(b, { start: 0.15, dur: 0.11, freq: NOTE('G6'), duty: 0.25, gain: 0.35 });
    return b;
  },
  /** Opening or closing a door or chest: a wobbly pulse sliding up and down like old hinges. */
  creak() {
    const b = track(0.42);
    tone(b, {
      dur: 0.4,
      freq: (p) => 260 + 160 * Math.sin(p * Math.PI),
      duty: 0.15,
      gain: 0.4,
      curve: 0.8,
      vibrato: { depth: 25, rate: 28 },
    });
    noise(b, { dur: 0.4, gain: 0.08, smooth: 0.6, curve: 1, seed: 11 });
    return b;
  },
  /** Building: three hammer knocks, each a thud plus a short high "tink". */
  hammer() {
    const b = track(0.56);
    [0, 0.18, 0.36].forEach((start, i) => {
      noise(b, { start, dur: 0.07, gain: 0.55, smooth: 0.7, curve: 4, seed: 20 + i });
      tone(b, { start, dur: 0.09, freq: (p) => 160 - 60 * p, wave: 'triangle', gain: 0.6, curve: 3 });
      tone(b, { start, dur: 0.05, freq: NOTE('E6') + i * 40, duty: 0.125, gain: 0.2, curve: 3 });
    });
    return b;
  },
  /** Watering: a gentle rush of soft noise with little rising bubbles. */
  pour() {
    const b = track(1.0);
    noise(b, { dur: 1.0, gain: 0.35, smooth: 0.75, curve: 0.6, seed: 5 });
    const rnd = seeded(42);
    for (let t = 0.02; t < 0.9; t += 0.06 + rnd() * 0.05) {
      const base = 700 + rnd() * 700;
      tone(b, { start: t, dur: 0.05, freq: (p) => base + 500 * p, wave: 'triangle', gain: 0.25, curve: 2 });
    }
    return b;
  },
  /** Speaking: a chirpy three-syllable babble. */
  blip() {
    const b = track(0.21);
    [NOTE('A5'), NOTE('D6'), NOTE('B5')].forEach((freq, i) =>
      tone(b, { start: i * 0.07, dur: 0.06, freq, duty: 0.25, gain: 0.4, curve: 1.5 }),
    );
    return b;
  },
  /** Level complete: a rising C-major arpeggio, a little turn, and a held chord over a bass. */
  jingle() {
    const b = track(1.25);
    const melody = ['C5', 'E5', 'G5', 'C6', 'G5', 'C6'];
    melody.forEach((n, i) =>
      tone(b, { start: i * 0.1, dur: 0.12, freq: NOTE(n), duty: 0.25, gain: 0.35, curve: 1 }),
    );
    for (const n of ['C6', 'E6', 'G6'])
      tone(b, { start: 0.6, dur: 0.62, freq: NOTE(n), duty: 0.5, gain: 0.18, curve: 1.5 });
    tone(b, { start: 0, dur: 0.3, freq: NOTE('C3'), wave: 'triangle', gain: 0.45, curve: 1 });
    tone(b, { start: 0.3, dur: 0.3, freq: NOTE('G3'), wave: 'triangle', gain: 0.45, curve: 1 });
    tone(b, { start: 0.6, dur: 0.62, freq: NOTE('C4'), wave: 'triangle', gain: 0.45, curve: 1.5 });
    return b;
  },
};

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const [name, make] of Object.entries(SOUNDS)) {
  const file = path.join(OUT_DIR, `${name}.wav`);
  const bytes = wav(normalize(make()));
  fs.writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}  ${bytes.length} bytes`);
}
