import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { colors } from '@mandi/ui-kit'
import { describe, expect, it } from 'vitest'

const publicDir = join(import.meta.dirname, '..', 'public')
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; purpose?: string }[]
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(join(publicDir, file))
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

describe('web app manifest', () => {
  it('installs as a standalone app under /app/ in the ui-kit colours', () => {
    expect(new URL(manifest.start_url, 'http://x/app/manifest.webmanifest').pathname).toBe('/app/')
    expect(new URL(manifest.scope, 'http://x/app/manifest.webmanifest').pathname).toBe('/app/')
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toBe(colors.primary)
    expect(manifest.background_color).toBe(colors.bg)
  })

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the size it claims', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']))
    for (const icon of manifest.icons) {
      const [width, height] = pngSize(icon.src)
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
  })
})
