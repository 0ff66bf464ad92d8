import { useEffect, useId, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { colors } from '../tokens/tokens.ts'
import { followWidth } from './follow-width.ts'
import { linePoints } from './line-points.ts'
import './charts.css'

export interface LineChartProps {
  /** The values, oldest first; only the newest 50 are drawn (§9: 20 to 50 points). */
  values: readonly number[]
  label: string
  summary?: string
  height?: number
  color?: string
}

function aligned(values: readonly number[]): uPlot.AlignedData {
  const points = linePoints(values)
  return [points.map((_, index) => index), [...points]]
}

/** A small price line (the signal rate, a product's recent prices) on uPlot. */
export function LineChart({ values, label, summary, height = 160, color = colors.primary }: LineChartProps) {
  const summaryId = useId()
  const container = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: values are applied by the effect below without rebuilding
  useEffect(() => {
    const element = container.current
    if (!element) return
    const u = new uPlot(
      {
        width: element.clientWidth || 360,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { show: false },
          { stroke: colors.textMuted, grid: { stroke: colors.border }, size: 48, side: 1 },
        ],
        series: [{}, { stroke: color, width: 2, fill: `${color}22`, points: { show: false } }],
      },
      aligned(values),
      element,
    )
    plot.current = u
    const stopFollowing = followWidth(u, element, height)
    return () => {
      stopFollowing()
      plot.current = null
      u.destroy()
    }
  }, [height, color])

  useEffect(() => {
    plot.current?.setData(aligned(values))
  }, [values])

  return (
    <figure className="mk-chart">
      <div
        ref={container}
        className="mk-chart__plot"
        role="img"
        aria-label={label}
        aria-describedby={summary ? summaryId : undefined}
        style={{ minHeight: height }}
      />
      {summary && (
        <figcaption id={summaryId} className="mk-visually-hidden">
          {summary}
        </figcaption>
      )}
    </figure>
  )
}
