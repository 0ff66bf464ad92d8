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
import { account as hdAccount } from './hd/account.ts'
import { auth as hdAuth } from './hd/auth.ts'
import { chat as hdChat } from './hd/chat.ts'
import { content as hdContent } from './hd/content.ts'
import { home as hdHome } from './hd/home.ts'
import { market as hdMarket } from './hd/market.ts'
import { mining as hdMining } from './hd/mining.ts'
import { positions as hdPositions } from './hd/positions.ts'
import { pro as hdPro } from './hd/pro.ts'
import { referral as hdReferral } from './hd/referral.ts'
import { salary as hdSalary } from './hd/salary.ts'
import { shell as hdShell } from './hd/shell.ts'
import { support as hdSupport } from './hd/support.ts'
import { trading as hdTrading } from './hd/trading.ts'
import { wallet as hdWallet } from './hd/wallet.ts'

/**
 * Both catalogues, one namespace per feature: `t('auth.login.userId')`. A feature adds its file to
 * i18n/en and i18n/hd and one line to each object below; nothing else is shared, so features do not
 * collide. Keys must exist in both (i18n completeness test).
 */
export const catalogues = {
  en: {
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
  },
  hd: {
    shell: hdShell,
    wallet: hdWallet,
    account: hdAccount,
    trading: hdTrading,
    pro: hdPro,
    mining: hdMining,
    salary: hdSalary,
    auth: hdAuth,
    home: hdHome,
    market: hdMarket,
    positions: hdPositions,
    content: hdContent,
    referral: hdReferral,
    support: hdSupport,
    chat: hdChat,
  },
} as const

export type Locale = keyof typeof catalogues
export const LOCALES: readonly Locale[] = ['en', 'hd']
