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

/**
 * index.html with the stylesheet link to `fileName` turned into a <style> holding `css`, the link kept after it
 * `disabled`: a disabled stylesheet is never fetched, and Vite's chunk loader, which asks for a chunk's
 * stylesheets unless a <link rel="stylesheet"> to them is in the page, then knows this one is applied.
 */
export function inlineStyle(html: string, base: string, fileName: string, css: string): string {
  const href = `${base}${fileName}`
  const link = new RegExp(
    `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  )
  const found = link.exec(html)
  if (!found) throw new Error(`entry-style: index.html has no stylesheet link to ${href}`)
  if (/<\/style/i.test(css)) throw new Error('entry-style: the stylesheet would end its own tag')
  const disabled = found[0].replace(/\s*\/?>$/, ' disabled>')
  return html.replace(link, () => `<style>${css.trim()}</style>\n    ${disabled}`)
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
