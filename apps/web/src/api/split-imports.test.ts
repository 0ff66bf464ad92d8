import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Issue 16: a screen loads only the calls it uses. Each call group has its own module (api/calls/<group>.ts)
 * and each socket its own (api/feeds/), so what a route's chunks carry is what its screen reaches through
 * static imports (an `import()` starts a chunk of its own, a type import is erased). This walks those
 * imports from a screen through the app's sources, and reads what each module takes from @mandi/api-client.
 */

const SRC = resolve(import.meta.dirname, '..')
/** Factories that build every group or a socket: only the modules that need them may import them. */
const WHOLE_CLIENT = 'createApiClient'
const SOCKETS = ['createKlineFeed', 'createChatFeed', 'klineStream', 'chatStream']

interface Module {
  /** Relative imports that stay in the bundle (no type-only import, no import()). */
  readonly imports: string[]
  /** Value names taken from @mandi/api-client. */
  readonly fromClient: string[]
  /** Packages imported for values (not types), e.g. 'effect'. */
  readonly packages: string[]
}

function parse(file: string): Module {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const imports: string[] = []
  const fromClient: string[] = []
  const packages: string[] = []
  for (const statement of source.statements) {
    let specifier: string | undefined
    let names: string[] = []
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const bindings = clause?.namedBindings
      if (clause && !clause.name && bindings && ts.isNamedImports(bindings)) {
        names = bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
        if (names.length === 0) continue
      }
      specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    }
    if (specifier === undefined) continue
    if (specifier === '@mandi/api-client') fromClient.push(...names)
    if (specifier.startsWith('.')) imports.push(resolve(dirname(file), specifier))
    else packages.push(specifier)
  }
  return { imports: imports.filter((path) => existsSync(path)), fromClient, packages }
}

/** Every app module a file reaches through static imports, itself included. */
function reach(entry: string): Map<string, Module> {
  const seen = new Map<string, Module>()
  const queue = [join(SRC, entry)]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue
    const module = parse(file)
    seen.set(file, module)
    queue.push(...module.imports)
  }
  return seen
}

const within = (modules: Map<string, Module>, folder: string) =>
  [...modules.keys()]
    .map((file) => relative(SRC, file))
    .filter((path) => path.startsWith(folder))
    .sort()

const clientNames = (modules: Map<string, Module>) => [...modules.values()].flatMap((m) => m.fromClient)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('what each screen takes from the api-client', () => {
  it('keeps every call out of the entry: the app shell reaches no call group and no socket', () => {
    const entry = reach('main.tsx')
    expect(within(entry, 'api/calls/')).toEqual([])
    expect(within(entry, 'api/feeds/')).toEqual([])
  })

  // Issue 30: their first answers are read with the generated plans (api/first-read.ts); the call groups, and
  // with them Effect, load after the first paint (api/lazy-calls.ts).
  it.each([
    ['/home', 'features/home/home-screen.tsx'],
    ['/trde', 'features/market/marketplace-screen.tsx'],
  ])('gives %s no call group, no socket and no Effect before its first paint', (_route, screen) => {
    const modules = reach(screen)
    expect(within(modules, 'api/calls/')).toEqual([])
    expect(within(modules, 'api/feeds/')).toEqual([])
    const packages = [...modules.values()].flatMap((m) => m.packages)
    expect(packages).not.toContain('effect')
    expect(packages).not.toContain('xstate')
    expect(clientNames(modules)).not.toContain(WHOLE_CLIENT)
    for (const name of SOCKETS) expect(clientNames(modules)).not.toContain(name)
  })

  // /position reads its first page the same way, /payout its bank list, fee and balances, and /kline its
  // history, balance and rate; their machines (Sell, the withdrawal, the feed, the order) stay, as XState.
  // /kline's one socket is the chart's live feed (decoded with a plan, no Effect either).
  it.each([
    ['/position', 'features/positions/position-screen.tsx', []],
    ['/payout', 'features/wallet/payout-screen.tsx', []],
    ['/kline', 'features/trading/market-chart-screen.tsx', ['api/feeds/kline-feed.ts']],
  ])(
    'gives %s no call group, no other socket and no Effect before its first paint',
    (_route, screen, feeds) => {
      const modules = reach(screen)
      expect(within(modules, 'api/calls/')).toEqual([])
      expect(within(modules, 'api/feeds/')).toEqual(feeds)
      expect([...modules.values()].flatMap((m) => m.packages)).not.toContain('effect')
      expect(clientNames(modules)).not.toContain(WHOLE_CLIENT)
    },
  )

  it.each([
    ['/login', 'features/auth/login-screen.tsx'],
    ['/trde', 'features/market/marketplace-screen.tsx'],
    ['/position', 'features/positions/position-screen.tsx'],
    ['/payout', 'features/wallet/payout-screen.tsx'],
    ['/chat_list', 'features/chat/chat-list-screen.tsx'],
  ])('keeps the sockets out of %s', (_route, screen) => {
    const modules = reach(screen)
    expect(within(modules, 'api/feeds/')).toEqual([])
    for (const name of SOCKETS) expect(clientNames(modules)).not.toContain(name)
  })

  it('has no module that builds the whole client (createApiClient: every group and both sockets)', () => {
    const builders = sources(SRC).filter((file) => parse(file).fromClient.includes(WHOLE_CLIENT))
    expect(builders.map((file) => relative(SRC, file))).toEqual([])
  })
})
