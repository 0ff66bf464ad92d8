import type uPlot from 'uplot'

/**
 * Keeps a chart as wide as its element (the app frame, a rotation, the keyboard change it), at its height.
 * Returns the stop, for the effect's clean-up.
 */
export function followWidth(plot: uPlot, element: HTMLElement, height: number): () => void {
  const resize = new ResizeObserver(() => {
    const width = element.clientWidth
    if (width > 0 && width !== plot.width) plot.setSize({ width, height })
  })
  resize.observe(element)
  return () => resize.disconnect()
}
