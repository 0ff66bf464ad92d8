import type { salary as en } from '../en/salary.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Latin transliteration (Hinglish). */
export const salary: Translation<typeof en> = {
  title: 'Vetan',
  tabs: 'Vetan itihaas',
  tab: {
    create: 'Vetan soochi',
    payout: 'Nikasi',
  },
  createList: 'Vetan soochi',
  payoutList: 'Vetan nikasi',
  reference: 'Sandarbh {{order}}',
  emptyCreate: 'Abhi koi vetan nahin',
  emptyCreateHint:
    'Vetan platform aapke vetan balance mein jodta hai; app mein kisi kaam se yeh nahin judta. Har vetan yahaan dikhta hai. Vetan kaise milta hai, yeh grahak seva bata sakti hai.',
  emptyCreateAction: 'Grahak seva se baat karein',
  emptyPayout: 'Abhi koi vetan nikasi nahin',
  emptyPayoutHint: 'Vetan balance se aapke bank khaate mein ki gayi nikasi yahaan dikhti hai.',
  emptyPayoutAction: 'Vetan nikaalein',
  status: {
    unpaid: 'Bhugtaan baaki',
    created: 'Jud gaya',
    pending: 'Bank mein lambit',
    refund: 'Paisa vaapas',
    success: 'Safal',
  },
}
