import { account as enAccount } from './en/account.ts'
import { auth as enAuth } from './en/auth.ts'
import { chat as enChat } from './en/chat.ts'
import { content as enContent } from './en/content.ts'
import { home as enHome } from './en/home.ts'
import { market as enMarket } from './en/market.ts'
import { mining as enMining } from './en/mining.ts'
import { positions as enPositions } from './en/positions.ts'
import { pro as enPro } from './en/pro.ts'
import { referral as enReferral } from './en/referral.ts'
import { salary as enSalary } from './en/salary.ts'
import { shell as enShell } from './en/shell.ts'
import { support as enSupport } from './en/support.ts'
import { trading as enTrading } from './en/trading.ts'
import { wallet as enWallet } from './en/wallet.ts'
import type { Translation } from './translation.ts'

/**
 * The English catalogue, one namespace per feature: `t('auth.login.userId')`. A feature adds its file to
 * i18n/en and i18n/hd and one line here and in hd-catalogue.ts; nothing else is shared, so features do not
 * collide. Keys must exist in both (tsc through `Translation`, and the i18n completeness test).
 *
 * Only English is in the entry chunk: the Hindi catalogue is its own chunk, loaded before the first render
 * when it is the user's language (main.tsx), so an English reader never downloads it.
 */
export const en = {
  shell: enShell,
  wallet: enWallet,
  account: enAccount,
  trading: enTrading,
  pro: enPro,
  mining: enMining,
  salary: enSalary,
  auth: enAuth,
  home: enHome,
  market: enMarket,
  positions: enPositions,
  content: enContent,
  referral: enReferral,
  support: enSupport,
  chat: enChat,
} as const

export type Catalogue = Translation<typeof en>
export type Locale = 'en' | 'hd' | 'hi'
export const LOCALES: readonly Locale[] = ['en', 'hd', 'hi']

const loaded: { [L in Locale]?: Catalogue } = { en }

/** Makes a catalogue available to `createTranslator` (tests and Storybook add Hindi up front). */
export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded[locale] = catalogue
}

/** The catalogue of a locale, or undefined while it is not loaded. */
export function catalogueOf(locale: Locale): Catalogue | undefined {
  return loaded[locale]
}

/** Loads a locale's catalogue (its own chunk); resolves at once for English or one already loaded. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded[locale]) return
  if (locale === 'hi') {
    const { hi } = await import('./hi-catalogue.ts')
    addCatalogue(locale, hi)
    return
  }
  const { hd } = await import('./hd-catalogue.ts')
  addCatalogue(locale, hd)
}
