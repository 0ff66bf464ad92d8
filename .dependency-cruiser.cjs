// One-way dependencies, checked by `npm run layers` (a step of `npm test`). The rules are explained in
// docs/layers.md; keep the layer names below and there the same.

/** Layers, bottom to top. A layer may import the layers below it, never one above. */
const LAYERS = [
  ['domain', '^packages/domain/'],
  ['api-client', '^packages/api-client/'],
  ['state-machines', '^packages/state-machines/'],
  ['ui-kit', '^packages/ui-kit/'],
  ['apps', '^apps/'],
  ['consumers', '^(e2e|bench|load|scripts)/'],
]

const layerRules = LAYERS.slice(0, -1).map(([name, path], index) => ({
  name: `layer-${name}`,
  comment: `${name} imports from a layer above it (${LAYERS.slice(index + 1)
    .map(([above]) => above)
    .join(', ')}); see docs/layers.md`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(index + 1).map(([, above]) => above) },
}))

const FEATURE = '^apps/web/src/features/([^/]+)/'
// $1 is the importing file's feature (dependency-cruiser fills it from `from.path`).
const SAME_FEATURE = '^apps/web/src/features/$1/'

/**
 * What a feature offers the others, besides its `strings.ts` (a screen imports the strings.ts of each namespace
 * it shows: i18n/catalogue.ts). Pieces several features share live outside the features (src/layout,
 * src/links, src/products, src/messages, src/i18n; docs/layers.md); what is left here is another feature's own
 * screen or flow, used as it is. A new cross-feature import fails until it is moved to a shared module or
 * listed here with its reason.
 */
const FEATURE_ENTRIES = {
  // How trading words its own open orders ("Open, settles at 2:06:10 pm", trading.records keys, trading's
  // trade-time formatting): /position's trade list shows those same orders and says it the trading way.
  trading: ['open-trade-text.ts'],
  wallet: [
    // /kyc pays its fee through the wallet's deposit flow: the deposit machine's actors and emitted handling,
    // and the wallet's payment channel popup (wallet.deposit keys).
    'channel-sheet.tsx',
    'deposit-actors.ts',
  ],
}

// A listed entry that no longer exists (renamed, moved to a shared module) fails the run, so the list stays true.
const { existsSync } = require('node:fs')
const { join } = require('node:path')
const stale = Object.entries(FEATURE_ENTRIES).flatMap(([feature, files]) =>
  files
    .map((file) => `apps/web/src/features/${feature}/${file}`)
    .filter((path) => !existsSync(join(__dirname, path))),
)
if (stale.length > 0) {
  throw new Error(
    `.dependency-cruiser.cjs FEATURE_ENTRIES lists files that do not exist: ${stale.join(', ')}`,
  )
}

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const featureEntries = [
  '^apps/web/src/features/[^/]+/strings\\.ts$',
  ...Object.entries(FEATURE_ENTRIES).flatMap(([feature, files]) =>
    files.map((file) => `^apps/web/src/features/${feature}/${literal(file)}$`),
  ),
]
// Tests and stories may share another feature's test set-up (its fixtures, fake API or server, view renderer,
// *-test-support files); so may test set-up itself. Set-up that several features share belongs in src/test/.
const TEST_SUPPORT_NAME = '(fixtures|fake-[a-z-]+|render-view|[a-z-]*test-support)\\.tsx?'
const TEST_FILE_NAME = `([^/]*\\.(test|stories)\\.tsx?|${TEST_SUPPORT_NAME})$`
const TEST_SUPPORT = `^apps/web/src/features/[^/]+/(|.+/)${TEST_SUPPORT_NAME}$`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'ui-kit-presentational',
      comment:
        'ui-kit is presentational: it takes formatters from domain, nothing from api-client or state-machines',
      severity: 'error',
      from: { path: '^packages/ui-kit/' },
      to: { path: '^packages/(api-client|state-machines)/' },
    },
    {
      name: 'apps-apart',
      comment:
        'an app imports no other app (Storybook shows the web and console views, so it alone may import them)',
      severity: 'error',
      from: { path: '^apps/([^/]+)/', pathNot: '^apps/storybook/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'console-apart',
      comment:
        "the operators' console (apps/back-office) takes nothing from the users' app (apps/web) nor the server: what both need lives in the packages",
      severity: 'error',
      from: { path: '^apps/back-office/' },
      to: { path: '^apps/(web|api-sim)/' },
    },
    {
      name: 'consumers-apart',
      comment: 'e2e, bench, load and scripts use the product; nothing imports them, nor they each other',
      severity: 'error',
      from: { path: '^(e2e|bench|load|scripts)/' },
      to: { path: '^(e2e|bench|load|scripts)/', pathNot: '^$1/' },
    },
    {
      name: 'feature-internals',
      comment:
        "a feature imports another feature's internal file; use a shared module or the feature's entries (docs/layers.md)",
      severity: 'error',
      from: { path: FEATURE, pathNot: `/${TEST_FILE_NAME}` },
      to: { path: '^apps/web/src/features/', pathNot: [SAME_FEATURE, ...featureEntries] },
    },
    {
      name: 'feature-internals-in-tests',
      comment:
        "a feature's test or story imports another feature's internal file (test set-up and the entries are shared)",
      severity: 'error',
      from: { path: `${FEATURE}(|.+/)${TEST_FILE_NAME}` },
      to: {
        path: '^apps/web/src/features/',
        pathNot: [SAME_FEATURE, TEST_SUPPORT, ...featureEntries],
      },
    },
    {
      name: 'no-circular',
      comment:
        'a circle of imports (type-only and lazy imports count): move the shared piece into its own module',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|coverage|storybook-static|playwright-report|test-results|\\.dist-[^/]*)/',
    },
    // Type-only imports are dependencies too (a circle through types is still a circle).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // @mandi/* resolve through the workspace links in node_modules to the packages' source (their `exports`).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    cache: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
