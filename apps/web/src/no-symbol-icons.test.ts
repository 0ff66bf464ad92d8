import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Icons come from one icon set (lucide-react). An emoji or a symbol character standing in for an icon
 * clashes with the line icons and shows as an empty box where the font lacks it, so this scan of the app's
 * own sources (apps/web/src and packages/ui-kit/src, tests left out) fails on one. Only what reaches the
 * screen is read: JSX text, string and template literals (through the TypeScript parser, so comments are
 * skipped) and CSS `content:` values.
 */

const ROOT = join(import.meta.dirname, '../../..')
const SOURCES = ['apps/web/src', 'packages/ui-kit/src']

/** Pictographic emoji, less ©, ® and ™, which are text. */
const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u
/**
 * Symbol characters used as icons: arrows other than →, technical symbols (⌂), geometric shapes (◉ ◎ ▦ ▴ ▾
 * ▲ ▼ ▬), miscellaneous symbols and dingbats (☺ ☎ ✉ ✓ ✕ ★), and the odd ones out ‹ › ∅ ＋.
 */
const SYMBOL =
  /[\u2190\u2191\u2193-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2b00-\u2bff\u2039\u203a\u2205\uff0b]/u
/** Text characters that become an icon when they stand alone (a "×" close button, a "→" link). */
const ALONE = /^[\s×→]+$/u
/** Props that take an icon. */
const ICON_PROP = /^(icon|leadingIcon|trailingIcon|glyph|emoji|symbol)$/i

interface Offence {
  readonly where: string
  readonly text: string
  readonly why: string
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : files(path)
    if (/\.(test|browser\.test)\.tsx?$/.test(entry.name)) return []
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : []
  })
}

/** Why a piece of text is an icon character, or null when it is fine. */
function offence(text: string, iconProp = false): string | null {
  if (EMOJI.test(text)) return 'emoji'
  if (SYMBOL.test(text)) return 'symbol character'
  if (text.trim() !== '' && ALONE.test(text)) return 'text character alone, as an icon'
  if (iconProp && /[^\p{L}\p{N}\s]/u.test(text)) return 'symbol in an icon prop'
  return null
}

function scanScript(path: string, source: string): Offence[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Offence[] = []
  const visit = (node: ts.Node): void => {
    let text: string | null = null
    if (ts.isJsxText(node)) text = node.text
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text
    if (text !== null) {
      const parent = node.parent
      const iconProp =
        parent !== undefined && ts.isJsxAttribute(parent) && ICON_PROP.test(parent.name.getText(file))
      // An import path or a type's literal is never shown.
      const shown = !(parent && (ts.isImportDeclaration(parent) || ts.isLiteralTypeNode(parent)))
      const why = shown ? offence(text, iconProp) : null
      if (why) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
        found.push({ where: `${relative(ROOT, path)}:${line + 1}`, text: text.trim().slice(0, 60), why })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function scanCss(path: string, source: string): Offence[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  return [...withoutComments.matchAll(/content\s*:\s*(['"])(.*?)\1/g)].flatMap((match) => {
    const why = offence(match[2] as string)
    if (!why) return []
    const line = withoutComments.slice(0, match.index).split('\n').length
    return [{ where: `${relative(ROOT, path)}:${line}`, text: match[2] as string, why }]
  })
}

function scan(path: string): Offence[] {
  const source = readFileSync(path, 'utf8')
  return path.endsWith('.css') ? scanCss(path, source) : scanScript(path, source)
}

describe('no emoji or symbol character as an icon', () => {
  it('tells icon characters from text', () => {
    expect(offence('🔔')).toBe('emoji')
    expect(offence('Invite friends 👥')).toBe('emoji')
    expect(offence('◉')).toBe('symbol character')
    expect(offence('▾ More')).toBe('symbol character')
    expect(offence('＋')).toBe('symbol character')
    expect(offence('‹')).toBe('symbol character')
    expect(offence('✓ Copied')).toBe('symbol character')
    expect(offence(' × ')).toBe('text character alone, as an icon')
    expect(offence('→')).toBe('text character alone, as an icon')
    expect(offence('*', true)).toBe('symbol in an icon prop')
    // Text: the rupee sign, arrows and dashes inside words, separators, a dash for "no value", ©.
    expect(offence('₹1,000.00')).toBeNull()
    expect(offence('Records →')).toBeNull()
    expect(offence('—')).toBeNull()
    expect(offence(' · ')).toBeNull()
    expect(offence('•')).toBeNull()
    expect(offence('2 × ₹500')).toBeNull()
    expect(offence('© Mandi')).toBeNull()
    expect(offence('खाता')).toBeNull()
  })

  it('reads JSX text, literals and icon props but not comments', () => {
    const found = scanScript(
      'x.tsx',
      [
        '// ◉ a comment is fine',
        '/* ▾ so is this */',
        'const a = <button aria-label="Close">×</button>',
        'const b = <Row icon="◎" />',
        'const c = `\u0024{n} ✓`',
        'const d = <p>Records → · ₹5</p>',
      ].join('\n'),
    )
    expect(found.map((offence) => offence.where.split(':').pop())).toEqual(['3', '4', '5'])
  })

  it('finds none in apps/web/src and packages/ui-kit/src', () => {
    const all = SOURCES.flatMap((dir) => files(join(ROOT, dir)))
    expect(all.length).toBeGreaterThan(100)
    const found = all.flatMap(scan).map(({ where, text, why }) => `${where} ${JSON.stringify(text)} (${why})`)
    expect(found).toEqual([])
  })
})
