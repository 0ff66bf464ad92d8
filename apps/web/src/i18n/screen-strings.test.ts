import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { START_NAMESPACES } from './catalogue.ts'

/**
 * Issue 16: each screen brings its own strings. A screen's chunk adds the English of the namespaces it uses
 * (`addEnglish`, in a feature's strings.ts), and its loader waits for them in the reader's language before it
 * renders; only the shell's and sign-in's (START_NAMESPACES) are in the entry. So every key a screen can show
 * must be of a namespace its module adds, or a key would show instead of text. This reads, for each screen
 * of routes.ts, the modules it reaches (static imports for what it adds; static and dynamic imports for the
 * keys it can show, as a lazy part renders with the strings its screen loaded) and compares.
 */

const SRC = resolve(import.meta.dirname, '..')
const ROUTES = join(SRC, 'routes.ts')
// t('a.b'), t("a.b", …) and tKey('a.b'), as the i18n completeness test reads them.
const KEY_USE = /\b(?:t|tKey)\(\s*['"]([A-Za-z0-9_]+)\./g
// addEnglish({ trading, wallet })
const ADD_ENGLISH = /\baddEnglish\(\s*\{([^}]*)\}\s*\)/g

interface Module {
  readonly imports: string[]
  readonly lazyImports: string[]
  readonly text: string
}

function resolveFile(from: string, specifier: string): string | null {
  const path = resolve(dirname(from), specifier)
  return existsSync(path) ? path : null
}

function parse(file: string): Module {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const imports: string[] = []
  const lazyImports: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      imports.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      imports.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      lazyImports.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  const local = (list: string[]) =>
    list.filter((s) => s.startsWith('.')).flatMap((s) => resolveFile(file, s) ?? [])
  return { imports: local(imports), lazyImports: local(lazyImports), text }
}

const modules = new Map<string, Module>()
const moduleOf = (file: string) => {
  let module = modules.get(file)
  if (!module) {
    module = parse(file)
    modules.set(file, module)
  }
  return module
}

/** The app modules reached from `entry`: through static imports only, or through lazy ones too. */
function reach(entry: string, { lazy }: { lazy: boolean }): Module[] {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue
    seen.add(file)
    const module = moduleOf(file)
    // The route table's lazy imports are the other screens, which load their own strings.
    const follow = lazy && file !== ROUTES
    queue.push(...module.imports, ...(follow ? module.lazyImports : []))
  }
  return [...seen].map(moduleOf)
}

const matches = (texts: string[], pattern: RegExp) => texts.flatMap((text) => [...text.matchAll(pattern)])

function shown(entry: string, { lazy }: { lazy: boolean }): string[] {
  const texts = reach(entry, { lazy }).map((module) => module.text)
  return [...new Set(matches(texts, KEY_USE).map((match) => match[1] as string))].sort()
}

function added(entry: string): string[] {
  const texts = reach(entry, { lazy: false }).map((module) => module.text)
  const names = matches(texts, ADD_ENGLISH).flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  return [...new Set([...START_NAMESPACES, ...names])].sort()
}

// Every screen module routes.ts loads (the route table's lazy imports).
const screens = parse(ROUTES).lazyImports.map((file) => relative(SRC, file))

describe('the strings each screen brings', () => {
  it('finds the screens of routes.ts', () => {
    expect(screens.length).toBeGreaterThan(40)
    expect(screens).toContain('features/trading/market-chart-screen.tsx')
  })

  it('keeps the entry to the shell and sign-in namespaces', () => {
    const shell = shown(join(SRC, 'main.tsx'), { lazy: false })
    expect(shell).toContain('shell')
    expect(shell.filter((name) => !START_NAMESPACES.includes(name as never))).toEqual([])
    expect(added(join(SRC, 'main.tsx'))).toEqual([...START_NAMESPACES].sort())
  })

  it.each(screens)('%s adds every namespace it shows, and no other', (screen) => {
    const file = join(SRC, screen)
    const uses = shown(file, { lazy: true })
    expect(added(file)).toEqual([...new Set([...START_NAMESPACES, ...uses])].sort())
  })
})
