import type { salary as en } from '../en/salary.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const salary: Translation<typeof en> = {
  title: 'वेतन',
  tabs: 'वेतन इतिहास',
  tab: {
    create: 'वेतन सूची',
    payout: 'निकासी',
  },
  createList: 'वेतन सूची',
  payoutList: 'वेतन निकासी',
  reference: 'संदर्भ {{order}}',
  emptyCreate: 'अभी कोई वेतन नहीं',
  emptyCreateHint:
    'वेतन प्लेटफ़ॉर्म आपके वेतन बैलेंस में जोड़ता है; ऐप में किसी काम से यह नहीं जुड़ता। हर वेतन यहाँ दिखता है। वेतन कैसे मिलता है, यह ग्राहक सेवा बता सकती है।',
  emptyCreateAction: 'ग्राहक सेवा से बात करें',
  emptyPayout: 'अभी कोई वेतन निकासी नहीं',
  emptyPayoutHint: 'वेतन बैलेंस से आपके बैंक खाते में की गई निकासी यहाँ दिखती है।',
  emptyPayoutAction: 'वेतन निकालें',
  status: {
    unpaid: 'भुगतान बाकी',
    created: 'जुड़ गया',
    pending: 'बैंक में लंबित',
    refund: 'पैसा वापस',
    success: 'सफल',
  },
}
