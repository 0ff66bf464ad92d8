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
    transferable: 'निकालने लायक मुनाफ़ा',
    terms:
      'हर निवेश {{days}} दिन तक रोज़ {{rate}}% कमाता है, हर घंटे जोड़ा जाता है। अंत में मूल रकम और अभी तक न निकाला मुनाफ़ा अपने आप आपके बैलेंस में आ जाते हैं। अंत से पहले मूल रकम निकालने पर उसका {{penalty}}% काटा जाता है।',
    ends: '{{time}} को ख़त्म होगा',
    ended: '{{time}} को ख़त्म हुआ',
    stopped: '{{time}} को रुका',
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
    quote: 'रोज़ {{rate}}% पर, {{amount}} रोज़ {{day}} और {{days}} दिन में {{term}} कमाता है।',
    quoteEnd: '{{days}} दिन बाद रकम और अभी तक न निकाला मुनाफ़ा अपने आप आपके बैलेंस में आ जाते हैं: कुल {{total}}।',
    quotePenalty: 'उससे पहले मूल रकम निकालने पर {{penalty}} ({{percent}}%) काटा जाता है।',
  },
  detail: {
    title: 'निवेश की जानकारी',
    amount: 'रकम',
    profit: 'कुल कमाया मुनाफ़ा',
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
    transferable: 'निकालने लायक मुनाफ़ा',
    rate: 'दर',
    rateValue: 'रोज़ {{rate}}%',
    ends: 'ख़त्म होगा',
    ended: 'ख़त्म हुआ',
    stopped: 'रुका',
    penaltyNow:
      'अभी मूल रकम निकालें तो {{penalty}} जुर्माना काटा जाएगा: {{back}} वापस मिलेगा। समय पूरा होने पर पूरी रकम अपने आप वापस आती है।',
    principalStopped: 'रुका {{time}}: तब मूल रकम निकाली गई, और निवेश ने कमाना बंद कर दिया।',
    principalEnded:
      'ख़त्म हुआ {{time}}: मूल रकम बिना जुर्माने के पूरी आपके बैलेंस में आ गई, साथ में अभी तक न निकाला मुनाफ़ा भी।',
    noProfit: 'अभी निकालने को कुछ नहीं: मुनाफ़ा हर घंटे जुड़ता है।',
    noProfitLeft: 'कमाया हुआ सारा मुनाफ़ा पहले से आपके बैलेंस में है।',
    confirmBodyExact:
      'समय पूरा होने ({{time}}) से पहले मूल रकम निकालने पर {{penalty}} जुर्माना काटा जाएगा: {{back}} आपके बैलेंस में वापस आएगा, और निवेश कमाना बंद कर देगा। अंत तक रुकने पर पूरी रकम अपने आप वापस आती है।',
    recordTransferred: 'बैलेंस में निकाला गया मुनाफ़ा',
  },
  status: {
    active: 'चालू',
    stop: 'रुका हुआ',
    ended: 'ख़त्म',
  },
}
