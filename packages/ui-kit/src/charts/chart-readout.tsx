import type { Candle } from './candle.ts'
import { type ChartLabels, formatChartPrice } from './chart-labels.ts'

export interface ChartReadoutProps {
  candle: Candle
  time: string
  labels: ChartLabels
}

/**
 * The crosshair's readout of one candle: time, open, high, low, close and volume. Hidden from screen readers,
 * which get the same figures from the chart's text alternative and table instead of a moving target.
 */
export function ChartReadout({ candle, time, labels }: ChartReadoutProps) {
  const rising = candle.close >= candle.open
  return (
    <div className="mk-chart__readout" aria-hidden="true" data-testid="chart-readout">
      <dl>
        <div className="mk-chart__readout-time">
          <dt className="mk-visually-hidden">{labels.time}</dt>
          <dd>{time}</dd>
        </div>
        {(
          [
            ['open', candle.open],
            ['high', candle.high],
            ['low', candle.low],
            ['close', candle.close],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd className={key === 'close' ? (rising ? 'mk-chart__up' : 'mk-chart__down') : undefined}>
              {formatChartPrice(value)}
            </dd>
          </div>
        ))}
        <div>
          <dt>{labels.volume}</dt>
          <dd>{formatChartPrice(candle.volume)}</dd>
        </div>
      </dl>
    </div>
  )
}
