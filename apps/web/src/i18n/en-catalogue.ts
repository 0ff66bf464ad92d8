import { account } from './en/account.ts'
import { auth } from './en/auth.ts'
import { chat } from './en/chat.ts'
import { content } from './en/content.ts'
import { home } from './en/home.ts'
import { market } from './en/market.ts'
import { mining } from './en/mining.ts'
import { passkey } from './en/passkey.ts'
import { positions } from './en/positions.ts'
import { pro } from './en/pro.ts'
import { referral } from './en/referral.ts'
import { salary } from './en/salary.ts'
import { shell } from './en/shell.ts'
import { support } from './en/support.ts'
import { trading } from './en/trading.ts'
import { wallet } from './en/wallet.ts'

/**
 * The whole English catalogue, one namespace per feature: `t('auth.login.userId')`. The app never loads it
 * in one piece (catalogue.ts: each screen's chunk carries its own namespaces); tests, Storybook and the
 * i18n completeness test do, and its type is the shape every catalogue has.
 */
export const en = {
  shell,
  wallet,
  account,
  trading,
  pro,
  mining,
  salary,
  auth,
  home,
  market,
  positions,
  content,
  referral,
  support,
  chat,
  passkey,
} as const
