/** A small integer hash (murmur3 finaliser): the same inputs always give the same value in [0, 1). */
export function hash01(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
    h ^= h >>> 16
  }
  return (h >>> 0) / 4294967296
}

/** Hash of a string, for mixing market codes into the noise. */
export function hashString(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h | 0
}

/** Smoothly interpolated lattice noise in [-1, 1]. */
function smoothNoise(seed: number, key: number, x: number): number {
  const i = Math.floor(x)
  const f = x - i
  const a = hash01(seed, key, i) * 2 - 1
  const b = hash01(seed, key, i + 1) * 2 - 1
  const t = (1 - Math.cos(f * Math.PI)) / 2
  return a + (b - a) * t
}

/** Octaves of noise at the time scales a candle chart shows, so every period looks like a random walk. */
const octaves: readonly { scaleMs: number; amp: number }[] = [
  { scaleMs: 4_000, amp: 0.0006 },
  { scaleMs: 45_000, amp: 0.0018 },
  { scaleMs: 600_000, amp: 0.004 },
  { scaleMs: 7_200_000, amp: 0.012 },
  { scaleMs: 86_400_000 * 2, amp: 0.035 },
  { scaleMs: 86_400_000 * 20, amp: 0.08 },
]

/**
 * A deterministic price path: a pure function of (seed, key, time). Live ticks, candle history and trade
 * settlement all read this one path, so a settled trade always agrees with the chart, and a fast-forwarded
 * clock needs no simulation catch-up.
 */
export function walk(seed: number, key: number, timeMs: number): number {
  let sum = 0
  octaves.forEach((o, index) => {
    sum += o.amp * smoothNoise(seed, key * 31 + index, timeMs / o.scaleMs)
  })
  return 1 + sum
}
