import type { Catalogue } from './catalogue.ts'
import { account as hiAccount } from './hi/account.ts'
import { auth as hiAuth } from './hi/auth.ts'
import { chat as hiChat } from './hi/chat.ts'
import { content as hiContent } from './hi/content.ts'
import { home as hiHome } from './hi/home.ts'
import { market as hiMarket } from './hi/market.ts'
import { mining as hiMining } from './hi/mining.ts'
import { passkey as hiPasskey } from './hi/passkey.ts'
import { positions as hiPositions } from './hi/positions.ts'
import { pro as hiPro } from './hi/pro.ts'
import { referral as hiReferral } from './hi/referral.ts'
import { salary as hiSalary } from './hi/salary.ts'
import { shell as hiShell } from './hi/shell.ts'
import { support as hiSupport } from './hi/support.ts'
import { trading as hiTrading } from './hi/trading.ts'
import { wallet as hiWallet } from './hi/wallet.ts'

/**
 * The whole Hindi (Devanagari) catalogue, for tests and Storybook. The app loads it a namespace at a time
 * (catalogue.ts: `LOADERS`), each screen's with the screen.
 */
export const hi: Catalogue = {
  shell: hiShell,
  wallet: hiWallet,
  account: hiAccount,
  trading: hiTrading,
  pro: hiPro,
  mining: hiMining,
  salary: hiSalary,
  auth: hiAuth,
  home: hiHome,
  market: hiMarket,
  positions: hiPositions,
  content: hiContent,
  referral: hiReferral,
  support: hiSupport,
  chat: hiChat,
  passkey: hiPasskey,
}
