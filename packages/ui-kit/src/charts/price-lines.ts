import type uPlot from 'uplot'
import { colors } from '../tokens/tokens.ts'

/** A horizontal line across the chart at a price, e.g. the entry price of an open trade. */
export interface PriceLine {
  /** On the price scale of the candles. */
  price: number
  /** Drawn at the line's left end and read out beside the chart, e.g. 'Entry CALL 97,123.45'. */
  label: string
  /** Colour: 'up' (green), 'down' (red) or 'primary' (blue, the default). */
  tone?: 'up' | 'down' | 'primary'
}

export const PRICE_LINE_COLORS = { up: colors.up, down: colors.down, primary: colors.primary } as const

/** The price range widened to include every line, so a line outside the candles' range stays visible. */
export function rangeWithLines(
  min: number | null,
  max: number | null,
  lines: readonly PriceLine[],
): [number, number] | null {
  const prices = lines.map((line) => line.price).filter(Number.isFinite)
  const all = [...(min == null ? [] : [min]), ...(max == null ? [] : [max]), ...prices]
  if (all.length === 0) return null
  return [Math.min(...all), Math.max(...all)]
}

/** Draws the lines (dashed, full width) with their labels in uPlot's draw hook, above the candles. */
export function priceLinePlugin(lines: () => readonly PriceLine[]): uPlot.Plugin {
  return {
    hooks: {
      draw: (u: uPlot) => {
        const current = lines()
        if (current.length === 0) return
        const ctx = u.ctx
        const { left, top, width, height } = u.bbox
        const ratio = window.devicePixelRatio || 1
        ctx.save()
        ctx.beginPath()
        ctx.rect(left, top, width, height)
        ctx.clip()
        for (const line of current) {
          if (!Number.isFinite(line.price)) continue
          const y = Math.round(u.valToPos(line.price, 'price', true))
          const color = PRICE_LINE_COLORS[line.tone ?? 'primary']
          ctx.strokeStyle = color
          ctx.lineWidth = Math.max(1, Math.round(ratio * 1.5))
          ctx.setLineDash([6 * ratio, 4 * ratio])
          ctx.beginPath()
          ctx.moveTo(left, y)
          ctx.lineTo(left + width, y)
          ctx.stroke()
          ctx.setLineDash([])
          const fontSize = Math.round(11 * ratio)
          ctx.font = `${fontSize}px system-ui, sans-serif`
          const padding = 3 * ratio
          const textWidth = ctx.measureText(line.label).width
          const boxTop = Math.max(top, y - fontSize - padding * 2)
          ctx.fillStyle = color
          ctx.fillRect(left, boxTop, textWidth + padding * 2, fontSize + padding * 2)
          ctx.fillStyle = colors.primaryText
          ctx.textBaseline = 'top'
          ctx.fillText(line.label, left + padding, boxTop + padding)
        }
        ctx.restore()
      },
    },
  }
}
