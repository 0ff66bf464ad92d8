import {
  type TradeDirectionLabel,
  type TradeStatusLabel,
  tradeDirectionLabel,
  tradeStatusLabel,
} from '@mandi/domain'
import type { StatusTone } from '@mandi/ui-kit'
import { tKey } from '../../i18n/i18n.tsx'

// The domain decides the label (spec §4); these maps only translate it and pick a colour that repeats it.
const STATUS_KEYS: Record<TradeStatusLabel, string> = {
  Processing: tKey('trading.status.processing'),
  Profit: tKey('trading.status.profit'),
  Loss: tKey('trading.status.loss'),
}
const STATUS_TONES: Record<TradeStatusLabel, StatusTone> = {
  Processing: 'warning',
  Profit: 'success',
  Loss: 'danger',
}
const DIRECTION_KEYS: Record<TradeDirectionLabel, string> = {
  CALL: tKey('trading.direction.call'),
  PUT: tKey('trading.direction.put'),
}

export function tradeStatusKey(status: number): string {
  return STATUS_KEYS[tradeStatusLabel(status)]
}

export function tradeStatusTone(status: number): StatusTone {
  return STATUS_TONES[tradeStatusLabel(status)]
}

export function tradeDirectionKey(path: number): string {
  return DIRECTION_KEYS[tradeDirectionLabel(path)]
}
