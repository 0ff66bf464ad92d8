import type { support as en } from '../en/support.ts'
import type { Translation } from '../translation.ts'

/** Hinglish (Hindi in Latin letters). */
export const support: Translation<typeof en> = {
  title: 'Grahak seva',
  intro:
    'Sahayata ko neeche diye messaging apps par likhein, ya app mein chat karein: jab tak sahayata team ka koi vyakti jawaab na de, chat aapke khaate ke baare mein apne-aap jawaab deti hai.',
  introInApp:
    'App mein sahayata se chat karein: jab tak sahayata team ka koi vyakti jawaab na de, chat aapke khaate ke baare mein apne-aap jawaab deti hai.',
  whatsapp: 'WhatsApp par baat karein',
  telegram: 'Telegram par baat karein',
  inApp: 'App mein baat karein',
  liveTitle: 'Seedhi baatcheet',
  liveFrame: 'Sahayata team se seedhi baatcheet',
  liveBlocked: 'Seedhi baatcheet yahan nahin dikhayi ja sakti.',
  liveInvalid: 'Seedhi baatcheet ka yeh link sahi nahin hai.',
}
