import type { pro as en } from '../en/pro.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari: BIT Pro (/pro and the investment view of /pro_detail). */
export const pro: Translation<typeof en> = {
  list: {
    title: 'BIT Pro',
    totalAmount: 'कुल लगाया',
    totalProfit: 'कुल मुनाफ़ा',
    buy: 'नया निवेश',
    investments: 'मेरे निवेश',
    empty: 'अभी कोई निवेश नहीं',
    emptyBody: 'BIT Pro निवेश 30 दिन चलता है और हर घंटे मुनाफ़ा जोड़ता है।',
    emptyAction: 'अभी निवेश करें',
    item: 'निवेश #{{id}}',
  },
  buy: {
    title: 'BIT Pro में निवेश करें',
    amount: 'रकम (₹)',
    quick: 'झटपट रकम',
    duration: 'कितने दिन',
    days3: '3 दिन',
    days30: '30 दिन',
    durationNote: 'नए निवेश के लिए अभी सिर्फ़ 30 दिन खुला है।',
    submit: 'निवेश करें',
    invalidAmount: 'रकम 3 से 12 अंकों की होनी चाहिए',
  },
  detail: {
    title: 'निवेश की जानकारी',
    amount: 'रकम',
    profit: 'मुनाफ़ा',
    status: 'स्थिति',
    time: 'समय',
    transferPrincipal: 'मूल रकम निकालें',
    transferProfit: 'मुनाफ़ा निकालें',
    transferNote: 'दोनों रकम आपके बैलेंस में जाती हैं।',
    confirmTitle: 'मूल रकम निकालें?',
    confirmBody:
      'निवेश पूरा होने से पहले मूल रकम निकालने पर जुर्माना लग सकता है, जो वापस मिलने वाली रकम से कटेगा। आख़िरी रकम निकालने के बाद दिखेगी। इसके बाद निवेश रुक जाएगा।',
    confirm: 'फिर भी निकालें',
    record: 'कमाई का हिसाब',
    recordInvested: 'लगाया',
    recordProfit: 'अब तक का मुनाफ़ा',
    recordStatus: 'अभी की स्थिति',
    missingId: 'कोई निवेश नहीं चुना।',
    seeAll: 'मेरे निवेश देखें',
    back: 'BIT Pro पर वापस',
  },
  status: {
    active: 'चालू',
    stop: 'रुका हुआ',
  },
}
