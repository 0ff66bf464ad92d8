/** A local SVG picture for stories, so they never depend on the network. */
export function sampleImage(hue: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="hsl(${hue} 60% 80%)"/><text x="160" y="175" font-family="sans-serif" font-size="40" text-anchor="middle" fill="hsl(${hue} 60% 25%)">${text}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
