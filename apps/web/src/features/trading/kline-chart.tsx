import type { Tick } from '@mandi/api-client'

export interface KlineChartProps {
  readonly candles: readonly Tick[]
  /** Accessible name of the chart. */
  readonly label: string
}

// TODO(ui-kit charts): `@mandi/ui-kit/charts` (CandleChart on uPlot) is still being built; until it is
// exported the page shows the pair, last price, periods and trade form without drawing the candles.
export function KlineChart(_: KlineChartProps) {
  return null
}
