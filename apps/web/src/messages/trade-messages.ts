import { NO_POSITIONS_MESSAGE } from '@mandi/domain'
import { BUY_MESSAGES, SELL_MESSAGES } from '@mandi/state-machines'
import { type Translate, tKey } from '../i18n/i18n.tsx'

/**
 * The fixed §5/§8 texts of the product trade machine (English), mapped to catalogue keys. Anything else is
 * the server's info or a thrown error's message and is shown as it comes.
 */
const KEYS: Record<string, string> = {
  [BUY_MESSAGES.success]: tKey('market.message.purchaseSuccessful'),
  [BUY_MESSAGES.failure]: tKey('market.message.purchaseFailed'),
  [SELL_MESSAGES.success]: tKey('market.message.soldSuccessfully'),
  [SELL_MESSAGES.failure]: tKey('market.message.saleFailed'),
  [NO_POSITIONS_MESSAGE]: tKey('market.message.noPositions'),
  'Network error occurred': tKey('shell.error.network'),
}

export function tradeMessage(t: Translate, message: string): string {
  const key = KEYS[message]
  return key ? t(key) : message
}
