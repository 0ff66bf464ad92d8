import type uPlot from 'uplot'
import { colors } from '../tokens/tokens.ts'
import type { ChartLabels } from './chart-labels.ts'
import type { ChartOverlays } from './indicators.ts'

/** Series order of the aligned data (aligned-data.ts). */
export const OVERLAY_SERIES = { ma5: 6, ma10: 7, ma30: 8, volumeMa: 9 } as const
export type OverlayKey = keyof typeof OVERLAY_SERIES

/** Line colours of the overlays; each has a visible legend entry, so colour is never the only cue. */
export const OVERLAY_COLOURS: Record<OverlayKey, string> = {
  ma5: colors.primary,
  ma10: colors.warning,
  ma30: '#7b3fb5',
  volumeMa: colors.textMuted,
}

const hiddenPrice = (label: string, scale: string): uPlot.Series => ({
  label,
  scale,
  paths: () => null,
  points: { show: false },
})

const line = (label: string, scale: string, stroke: string, show: boolean): uPlot.Series => ({
  label,
  scale,
  stroke,
  width: 1.5,
  show,
  points: { show: false },
  spanGaps: false,
})

/**
 * The price series have no paths of their own (candle-plugin draws them); they are there so uPlot auto-ranges
 * the price scale over the visible highs and lows. The overlays are plain lines, shown as switched on.
 */
export function chartSeries(labels: ChartLabels, overlays: ChartOverlays): uPlot.Series[] {
  return [
    {},
    hiddenPrice(labels.open, 'price'),
    hiddenPrice(labels.high, 'price'),
    hiddenPrice(labels.low, 'price'),
    hiddenPrice(labels.close, 'price'),
    hiddenPrice(labels.volume, 'vol'),
    line(labels.ma5, 'price', OVERLAY_COLOURS.ma5, Boolean(overlays.ma5)),
    line(labels.ma10, 'price', OVERLAY_COLOURS.ma10, Boolean(overlays.ma10)),
    line(labels.ma30, 'price', OVERLAY_COLOURS.ma30, Boolean(overlays.ma30)),
    line(labels.volumeMa, 'vol', OVERLAY_COLOURS.volumeMa, Boolean(overlays.volumeMa)),
  ]
}
