import type { Catalogue } from './catalogue.ts'
import { account as hdAccount } from './hd/account.ts'
import { auth as hdAuth } from './hd/auth.ts'
import { chat as hdChat } from './hd/chat.ts'
import { content as hdContent } from './hd/content.ts'
import { home as hdHome } from './hd/home.ts'
import { market as hdMarket } from './hd/market.ts'
import { mining as hdMining } from './hd/mining.ts'
import { passkey as hdPasskey } from './hd/passkey.ts'
import { positions as hdPositions } from './hd/positions.ts'
import { pro as hdPro } from './hd/pro.ts'
import { referral as hdReferral } from './hd/referral.ts'
import { salary as hdSalary } from './hd/salary.ts'
import { shell as hdShell } from './hd/shell.ts'
import { support as hdSupport } from './hd/support.ts'
import { trading as hdTrading } from './hd/trading.ts'
import { wallet as hdWallet } from './hd/wallet.ts'

/**
 * The whole Hindi (Latin transliteration) catalogue, for tests and Storybook. The app loads it a namespace at a time
 * (catalogue.ts: `LOADERS`), each screen's with the screen.
 */
export const hd: Catalogue = {
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
  passkey: hdPasskey,
}
