/** Placeholder artwork drawn locally, so no page of the sim ever loads an image from another host. */

const palette: Record<string, [string, string]> = {
  food: ['#f59e0b', '#78350f'],
  fresh: ['#22c55e', '#14532d'],
  market: ['#0ea5e9', '#0c4a6e'],
  clothes: ['#a855f7', '#3b0764'],
  electronic: ['#6366f1', '#1e1b4b'],
  beauty: ['#ec4899', '#500724'],
  mining: ['#eab308', '#422006'],
  avatar: ['#14b8a6', '#134e4a'],
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function tileSvg(kind: string, title: string, size = 320): string {
  const [light, dark] = palette[kind] ?? ['#64748b', '#0f172a']
  const initials = escapeXml(
    title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join(''),
  )
  const label = escapeXml(title.length > 24 ? `${title.slice(0, 23)}…` : title)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="320" height="320" rx="24" fill="url(#g)"/>
<text x="160" y="178" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
<text x="160" y="280" font-family="sans-serif" font-size="22" fill="#fff" fill-opacity=".9" text-anchor="middle">${label}</text>
</svg>`
}

/** SVG may carry script; these headers keep even a hand-crafted one inert if opened directly. */
export const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=86400',
}
