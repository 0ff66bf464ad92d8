import type { Sim } from './sim.ts'

/** Every one-time code in the sim; it is also printed, as a real SMS gateway's log would show it. */
export const SIM_OTP = '123456'

export function sendOtp(sim: Sim, purpose: string, mob: string): void {
  sim.log(`OTP for ${purpose} to ${mob || '(bound mobile)'}: ${SIM_OTP}`)
}
