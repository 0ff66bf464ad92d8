import type { Candle } from './candle.ts'
import { type ChartLabels, formatChartPrice } from './chart-labels.ts'

export interface CandleTableProps {
  candles: readonly Candle[]
  labels: ChartLabels
  timeOf: (candle: Candle) => string
}

/** The visible candles as a table: the chart's data for anyone who cannot or would rather not read a canvas. */
export function CandleTable({ candles, labels, timeOf }: CandleTableProps) {
  return (
    // A scrolling region must be reachable by keyboard, so it is focusable and named after the table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table region
    <section className="mk-chart__table-wrap" aria-label={labels.tableCaption} tabIndex={0}>
      <table className="mk-chart__table">
        <caption>{labels.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.time}</th>
            <th scope="col">{labels.open}</th>
            <th scope="col">{labels.high}</th>
            <th scope="col">{labels.low}</th>
            <th scope="col">{labels.close}</th>
            <th scope="col">{labels.volume}</th>
          </tr>
        </thead>
        <tbody>
          {candles.map((candle) => (
            <tr key={candle.id}>
              <th scope="row">{timeOf(candle)}</th>
              <td>{formatChartPrice(candle.open)}</td>
              <td>{formatChartPrice(candle.high)}</td>
              <td>{formatChartPrice(candle.low)}</td>
              <td>{formatChartPrice(candle.close)}</td>
              <td>{formatChartPrice(candle.volume)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
