import type { Plugin, Rolldown } from 'vite'

/**
 * The entry's stylesheet inline in index.html (decision 0095): every screen's first paint, the static shells'
 * included, waited for it as a render-blocking request of its own, one more round trip after the page on a
 * slow link (150 ms RTT on Lighthouse's mobile profile, 300 ms low-end). It is the app's base (2.8 KB gzip);
 * the screens' own stylesheets still come with their chunks. The CSP allows inline styles already (the chart
 * and popup libraries set them).
 */

/** The entry chunk's stylesheet, as Vite names it (the entry is index.html's, so its chunk is `index`). */
export const ENTRY_STYLE = /^assets\/index-[\w-]{8}\.css$/

/** The attribute of the inline <style> that names the stylesheet file it holds (for declareInlineStyle). */
export const INLINE_STYLE_ATTRIBUTE = 'data-href'

/**
 * index.html with the stylesheet link to `fileName` replaced by a <style> holding `css` and naming the file.
 * No link to it is left in the markup: Chromium's preload scanner fetched one kept `disabled` (decision 0096).
 * Vite's chunk loader fetches a chunk's stylesheets unless a <link rel="stylesheet"> to them is in the page, so
 * the shell script adds that link, disabled, from the script (src/boot/shell-route.ts declareInlineStyle).
 */
export function inlineStyle(html: string, base: string, fileName: string, css: string): string {
  const href = `${base}${fileName}`
  const link = new RegExp(
    `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  )
  const found = link.exec(html)
  if (!found) throw new Error(`entry-style: index.html has no stylesheet link to ${href}`)
  if (/<\/style/i.test(css)) throw new Error('entry-style: the stylesheet would end its own tag')
  return html.replace(link, () => `<style ${INLINE_STYLE_ATTRIBUTE}="${href}">${css.trim()}</style>`)
}

export function entryStyle(): Plugin {
  let base = '/'
  return {
    name: 'mandi:entry-style',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (html?.type !== 'asset') throw new Error('entry-style: the bundle has no index.html')
        const styles = Object.values(bundle).filter(
          (file): file is Rolldown.OutputAsset => file.type === 'asset' && ENTRY_STYLE.test(file.fileName),
        )
        const [style] = styles
        if (styles.length !== 1 || !style)
          throw new Error(`entry-style: expected one entry stylesheet, found ${styles.length}`)
        html.source = inlineStyle(String(html.source), base, style.fileName, String(style.source))
      },
    },
  }
}
