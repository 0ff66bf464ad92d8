import { type BitProStatusLabel, bitProStatusLabel } from '@mandi/domain'
import type { StatusTone } from '@mandi/ui-kit'
import { tKey } from '../../i18n/i18n.tsx'

const KEYS: Record<BitProStatusLabel, string> = {
  Active: tKey('pro.status.active'),
  Stop: tKey('pro.status.stop'),
}

/** §4: 0 Active, any other status Stop (the domain decides; this only translates and colours). */
export function proStatusKey(status: number): string {
  return KEYS[bitProStatusLabel(status)]
}

export function proStatusTone(status: number): StatusTone {
  return bitProStatusLabel(status) === 'Active' ? 'success' : 'neutral'
}
