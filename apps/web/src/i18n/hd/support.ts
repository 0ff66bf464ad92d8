import type { support as en } from '../en/support.ts'
import type { Translation } from '../translation.ts'

/** Hinglish (Hindi in Latin letters). */
export const support: Translation<typeof en> = {
  title: 'Grahak seva',
  intro: 'Hamari sahayata team app mein, aur neeche diye messaging apps par jawab deti hai.',
  introInApp: 'App mein hamari sahayata team se chat karein.',
  whatsapp: 'WhatsApp par baat karein',
  telegram: 'Telegram par baat karein',
  inApp: 'App mein baat karein',
  liveTitle: 'Seedhi baatcheet',
  liveFrame: 'Sahayata team se seedhi baatcheet',
  liveBlocked: 'Seedhi baatcheet yahan nahin dikhayi ja sakti.',
  liveInvalid: 'Seedhi baatcheet ka yeh link sahi nahin hai.',
}
