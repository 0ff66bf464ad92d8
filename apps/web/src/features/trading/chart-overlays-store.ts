import type { ChartOverlays } from '@mandi/ui-kit/charts'
import { useState } from 'react'
import { readStored, STORAGE_KEYS, writeStored } from '../../api/storage.ts'

export type OverlayKey = keyof ChartOverlays
/** The overlays the chart offers, in the order the toggles show them. */
export const OVERLAY_KEYS: readonly OverlayKey[] = ['ma5', 'ma10', 'ma30', 'volumeMa']

/** The overlays chosen last time on this phone; none when nothing (or something unreadable) is stored. */
export function readOverlays(): ChartOverlays {
  const raw = readStored(STORAGE_KEYS.chartOverlays)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const stored = parsed as Record<string, unknown>
    return Object.fromEntries(OVERLAY_KEYS.filter((key) => stored[key] === true).map((key) => [key, true]))
  } catch {
    return {}
  }
}

export function writeOverlays(overlays: ChartOverlays): void {
  try {
    writeStored(STORAGE_KEYS.chartOverlays, JSON.stringify(overlays))
  } catch {
    // Storage full or blocked: the choice still holds for this visit, it is only not remembered.
  }
}

/** The chart's overlays, read once when the chart opens and stored on every change (issue 18: remembered). */
export function useStoredOverlays(): [ChartOverlays, (next: ChartOverlays) => void] {
  const [overlays, setOverlays] = useState(readOverlays)
  const change = (next: ChartOverlays) => {
    setOverlays(next)
    writeOverlays(next)
  }
  return [overlays, change]
}
