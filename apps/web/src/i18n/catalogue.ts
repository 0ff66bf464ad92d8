import { shell } from './en/shell.ts'
import type { en } from './en-catalogue.ts'
import type { Translation } from './translation.ts'

/**
 * The catalogues, loaded a namespace at a time (issue 16: each screen brings its own strings). A namespace is
 * one feature's strings (the key `trading.kline.periods` is in `trading`); a feature adds `en/<feature>.ts`, `hd/<feature>.ts`
 * and `hi/<feature>.ts`, one line in en-catalogue.ts, hd-catalogue.ts and hi-catalogue.ts (the whole
 * catalogues, for tests and Storybook), and one in each map of LOADERS below.
 *
 * - The shell's strings (START) are in the entry chunk in English, and are loaded before the first render in
 *   Hindi (main.tsx), so no text ever shows in the wrong language. Sign-in's come with the sign-in screens, as
 *   any feature's: a signed-in visit, most of them, does without them (issue 30).
 * - Every other namespace comes with the screens that use it: a screen's chunk adds its English
 *   (`addEnglish`, from the feature's `strings.ts`, which the screen imports), and the route's loader waits
 *   for the reader's language before the screen renders (router/screen-loader.ts: `loadCatalogue`).
 * - A language chosen in place (the /login and /signin choice) loads every namespace asked for so far.
 */
export type Catalogue = Translation<typeof en>
export type Namespace = keyof Catalogue
export type Locale = 'en' | 'hd' | 'hi'
export const LOCALES: readonly Locale[] = ['en', 'hd', 'hi']

/** Namespaces every screen may use without adding them: in the entry, and loaded before the first render. */
export const START_NAMESPACES: readonly Namespace[] = ['shell']

type Loaders = { readonly [N in Namespace]: () => Promise<Catalogue[N]> }

// Hindi only: each import is its own chunk. English needs no loader: a namespace is used only once a screen
// chunk has added its English (addEnglish).
const LOADERS: Record<Exclude<Locale, 'en'>, Loaders> = {
  hd: {
    shell: () => import('./hd/shell.ts').then((m) => m.shell),
    auth: () => import('./hd/auth.ts').then((m) => m.auth),
    wallet: () => import('./hd/wallet.ts').then((m) => m.wallet),
    account: () => import('./hd/account.ts').then((m) => m.account),
    trading: () => import('./hd/trading.ts').then((m) => m.trading),
    pro: () => import('./hd/pro.ts').then((m) => m.pro),
    mining: () => import('./hd/mining.ts').then((m) => m.mining),
    salary: () => import('./hd/salary.ts').then((m) => m.salary),
    home: () => import('./hd/home.ts').then((m) => m.home),
    market: () => import('./hd/market.ts').then((m) => m.market),
    positions: () => import('./hd/positions.ts').then((m) => m.positions),
    content: () => import('./hd/content.ts').then((m) => m.content),
    referral: () => import('./hd/referral.ts').then((m) => m.referral),
    support: () => import('./hd/support.ts').then((m) => m.support),
    chat: () => import('./hd/chat.ts').then((m) => m.chat),
    passkey: () => import('./hd/passkey.ts').then((m) => m.passkey),
  },
  hi: {
    shell: () => import('./hi/shell.ts').then((m) => m.shell),
    auth: () => import('./hi/auth.ts').then((m) => m.auth),
    wallet: () => import('./hi/wallet.ts').then((m) => m.wallet),
    account: () => import('./hi/account.ts').then((m) => m.account),
    trading: () => import('./hi/trading.ts').then((m) => m.trading),
    pro: () => import('./hi/pro.ts').then((m) => m.pro),
    mining: () => import('./hi/mining.ts').then((m) => m.mining),
    salary: () => import('./hi/salary.ts').then((m) => m.salary),
    home: () => import('./hi/home.ts').then((m) => m.home),
    market: () => import('./hi/market.ts').then((m) => m.market),
    positions: () => import('./hi/positions.ts').then((m) => m.positions),
    content: () => import('./hi/content.ts').then((m) => m.content),
    referral: () => import('./hi/referral.ts').then((m) => m.referral),
    support: () => import('./hi/support.ts').then((m) => m.support),
    chat: () => import('./hi/chat.ts').then((m) => m.chat),
    passkey: () => import('./hi/passkey.ts').then((m) => m.passkey),
  },
}

// One object per locale, filled in place: a translator made earlier (i18n.tsx) sees namespaces added later.
const loaded: Record<Locale, Partial<Catalogue>> = { en: { shell }, hd: {}, hi: {} }
// Every namespace some loaded screen uses: a language chosen later needs all of them.
const used = new Set<Namespace>(START_NAMESPACES)
// The language screens load their strings in: the one the app renders in (set by loadCatalogue).
let current: Locale = 'en'

/** A screen chunk's English strings (each feature's `strings.ts` calls it when its screen loads). */
export function addEnglish(namespaces: Partial<Catalogue>): void {
  for (const name of Object.keys(namespaces) as Namespace[]) used.add(name)
  Object.assign(loaded.en, namespaces)
}

/** Makes a whole catalogue available at once (tests and Storybook). */
export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  for (const name of Object.keys(catalogue) as Namespace[]) used.add(name)
  Object.assign(loaded[locale], catalogue)
}

/** A locale's strings as loaded so far; the same object as they are added (`createTranslator` reads it). */
export function catalogueOf(locale: Locale): Partial<Catalogue> {
  return loaded[locale]
}

async function loadNamespace(locale: Exclude<Locale, 'en'>, name: Namespace): Promise<void> {
  if (loaded[locale][name]) return
  const strings = await LOADERS[locale][name]()
  Object.assign(loaded[locale], { [name]: strings })
}

/**
 * Loads a locale's strings for every namespace used so far (at start: the shell's and sign-in's), then makes
 * it the language screens load theirs in. Resolves at once for English. Rejects when a chunk cannot be loaded
 * (offline before it was cached); the language then stays as it was.
 */
export async function loadCatalogue(locale: Locale): Promise<void> {
  // A screen that loads meanwhile adds its namespaces to `used`: go round until none is missing.
  while (locale !== 'en') {
    const missing = [...used].filter((name) => !loaded[locale][name])
    if (missing.length === 0) break
    await Promise.all(missing.map((name) => loadNamespace(locale, name)))
  }
  current = locale
}

/** The route loader's step after a screen's chunk has loaded: its namespaces in the current language. */
export function loadScreenStrings(): Promise<void> {
  return loadCatalogue(current)
}
