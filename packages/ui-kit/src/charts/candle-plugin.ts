import type uPlot from 'uplot'
import { colors } from '../tokens/tokens.ts'

/** Series order of the aligned data: x (candle index), open, high, low, close, volume. */
export const SERIES = { open: 1, high: 2, low: 3, close: 4, volume: 5 } as const

/**
 * Draws candles and volume bars in uPlot's draw hook. The price series have no paths of their own; they are
 * there so uPlot auto-ranges the price scale over the visible highs and lows.
 */
export function candlePlugin(): uPlot.Plugin {
  return {
    hooks: {
      draw: (u: uPlot) => {
        const xs = u.data[0]
        const open = u.data[SERIES.open]
        const high = u.data[SERIES.high]
        const low = u.data[SERIES.low]
        const close = u.data[SERIES.close]
        const volume = u.data[SERIES.volume]
        const min = u.scales.x?.min
        const max = u.scales.x?.max
        if (!open || !high || !low || !close || !volume || min == null || max == null || max <= min) return
        const ctx = u.ctx
        const { left, top, width, height } = u.bbox
        const slot = width / (max - min)
        const body = Math.max(1, Math.round(slot * 0.65))
        const first = Math.max(0, Math.floor(min))
        const last = Math.min(xs.length - 1, Math.ceil(max))
        const volumeBase = u.valToPos(0, 'vol', true)
        ctx.save()
        ctx.beginPath()
        ctx.rect(left, top, width, height)
        ctx.clip()
        for (let index = first; index <= last; index += 1) {
          const o = open[index]
          const h = high[index]
          const l = low[index]
          const c = close[index]
          const v = volume[index]
          if (o == null || h == null || l == null || c == null) continue
          const x = Math.round(u.valToPos(index, 'x', true))
          const rising = c >= o
          const color = rising ? colors.up : colors.down
          if (v != null) {
            const y = u.valToPos(v, 'vol', true)
            ctx.globalAlpha = 0.35
            ctx.fillStyle = color
            ctx.fillRect(x - body / 2, y, body, volumeBase - y)
            ctx.globalAlpha = 1
          }
          ctx.strokeStyle = color
          ctx.lineWidth = Math.max(1, Math.round(window.devicePixelRatio || 1))
          ctx.beginPath()
          ctx.moveTo(x, u.valToPos(h, 'price', true))
          ctx.lineTo(x, u.valToPos(l, 'price', true))
          ctx.stroke()
          const yOpen = u.valToPos(o, 'price', true)
          const yClose = u.valToPos(c, 'price', true)
          ctx.fillStyle = color
          ctx.fillRect(x - body / 2, Math.min(yOpen, yClose), body, Math.max(1, Math.abs(yClose - yOpen)))
        }
        ctx.restore()
      },
    },
  }
}
