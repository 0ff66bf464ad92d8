import fc from 'fast-check'

/**
 * Property tests are deterministic (issue 31): every fc.assert runs from this seed, so a run that passed once
 * passes again, and a failure prints the seed and path (fast-check's own message) to replay it.
 * VITE_FAST_CHECK_SEED=<n> replays or explores another seed (import.meta.env: this file also runs in Chromium,
 * in Vitest's browser mode, where only VITE_ variables reach it); `npm run fuzz` picks a random one and prints it.
 */
const seed = Number(import.meta.env.VITE_FAST_CHECK_SEED ?? 20_261_127)
/** More cases per property for `npm run fuzz`; npm test keeps each property's own count (fast-check's 100). */
const numRuns = import.meta.env.VITE_FC_RUNS ? Number(import.meta.env.VITE_FC_RUNS) : undefined
fc.configureGlobal(numRuns === undefined ? { seed } : { seed, numRuns })
