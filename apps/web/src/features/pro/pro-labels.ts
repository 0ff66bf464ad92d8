import { type BitProStatusLabel, bitProStatusLabel } from '@mandi/domain'
import type { StatusTone } from '@mandi/ui-kit'
import { tKey } from '../../i18n/i18n.tsx'

const KEYS: Record<BitProStatusLabel, string> = {
  Active: tKey('pro.status.active'),
  Stop: tKey('pro.status.stop'),
  Ended: tKey('pro.status.ended'),
}

const TONES: Record<BitProStatusLabel, StatusTone> = { Active: 'success', Stop: 'neutral', Ended: 'info' }

/** §4: 0 Active, any other status Stop, 2 of them Ended (the domain decides; this only translates and colours). */
export function proStatusKey(status: number): string {
  return KEYS[bitProStatusLabel(status)]
}

export function proStatusTone(status: number): StatusTone {
  return TONES[bitProStatusLabel(status)]
}

/** Percents as people write them: 1.2, 10, 12.5 (never 1.2000000000000002). */
export const percentText = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format
