import type { SimConfig } from '../config.ts'

/**
 * Who decides the money queues (withdrawals, bank transfers, PAN reviews), SIM_DECIDER:
 * - `auto` (default): the back-office jobs, each at its desk's own time (30, 15, 10 minutes);
 * - `manual`: only operators in the console; the jobs leave these items alone;
 * - `delayed`: the jobs, but only SIM_DECIDER_DELAY_MS after each item came.
 * In every mode an operator may decide an item while it waits; whoever decides first decides, once.
 *
 * The answer is how long the automatic desk waits after an item came, or null when it never decides.
 */
export function automaticWait(
  config: Pick<SimConfig, 'decider' | 'deciderDelayMs'>,
  deskWaitMs: number,
): number | null {
  switch (config.decider) {
    case 'auto':
      return deskWaitMs
    case 'manual':
      return null
    case 'delayed':
      return config.deciderDelayMs
  }
}
