import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { insertShellTexts } from './shell-texts.ts'
import { standaloneScript } from './standalone-script.ts'

/**
 * Writes the shell script (src/boot/shell-route.ts, compiled alone, ending with `declareInlineStyle()` and
 * `markShell()`) inline at the end of index.html's <head>: it runs before the body is parsed, so the first paint already shows the right static
 * shell (decision 0087). Inline, not a file: a classic script in <head> holds the parser until it arrives, and on
 * a slow phone that request delayed the first paint and every module behind it by about a second (decision
 * 0089). The CSP allows it by its hash alone: the reference server hashes the inline scripts of the index.html
 * it serves (apps/api-sim/src/web/csp.ts); any other inline script stays blocked.
 */

/** The shell script's code: the compiled source and the call, in a function of its own (a classic script). */
const shellCode = (source: string) =>
  standaloneScript(source, 'shell-route.ts', 'declareInlineStyle();markShell()', { module: false })

/** Writes the shell script at the end of <head> (after the stylesheet Vite put there). */
function insertShellScript(html: string, code: string): string {
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('shell-script: index.html has no </head>')
  if (code.includes('</script')) throw new Error('shell-script: the compiled script would end its own tag')
  return `${html.slice(0, end)}  <script>${code.trim()}</script>\n  ${html.slice(end)}`
}

export function shellScript({ source }: { readonly source: string }): Plugin {
  let root = process.cwd()
  return {
    name: 'mandi:shell-script',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      this.addWatchFile(resolve(root, source))
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const code = await shellCode(readFileSync(resolve(root, source), 'utf8'))
        const html = bundle['index.html']
        if (html?.type !== 'asset') throw new Error('shell-script: the bundle has no index.html')
        html.source = insertShellTexts(insertShellScript(String(html.source), code))
      },
    },
  }
}
