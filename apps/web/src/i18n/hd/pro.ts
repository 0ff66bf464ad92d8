import type { pro as en } from '../en/pro.ts'
import type { Translation } from '../translation.ts'

export const pro: Translation<typeof en> = {
  list: {
    title: 'BIT Pro',
    totalAmount: 'Kul lagaaya',
    totalProfit: 'Kul munafa',
    buy: 'Naya nivesh',
    investments: 'Mere nivesh',
    empty: 'Abhi koi nivesh nahin',
    emptyBody: 'BIT Pro nivesh 30 din chalta hai aur har ghante munafa jodta hai.',
    emptyAction: 'Abhi nivesh karein',
    item: 'Nivesh #{{id}}',
    transferable: 'Nikaalne laayak munafa',
    terms:
      'Har nivesh {{days}} din tak roz {{rate}}% kamaata hai, har ghante joda jaata hai. Ant mein mool rakam aur abhi tak na nikaala munafa apne aap aapke balance mein aa jaate hain. Ant se pehle mool rakam nikaalne par uska {{penalty}}% kaata jaata hai.',
    ends: '{{time}} ko khatm hoga',
    ended: '{{time}} ko khatm hua',
    stopped: '{{time}} ko ruka',
  },
  buy: {
    title: 'BIT Pro mein nivesh karein',
    amount: 'Rakam (₹)',
    quick: 'Jhatpat rakam',
    duration: 'Kitne din',
    days3: '3 din',
    days30: '30 din',
    durationNote: 'Naye nivesh ke liye abhi sirf 30 din khula hai.',
    submit: 'Nivesh karein',
    invalidAmount: 'Rakam 3 se 12 ankon ki honi chahiye',
    quote: 'Roz {{rate}}% par, {{amount}} roz {{day}} aur {{days}} din mein {{term}} kamaata hai.',
    quoteEnd:
      '{{days}} din baad rakam aur abhi tak na nikaala munafa apne aap aapke balance mein aa jaate hain: kul {{total}}.',
    quotePenalty: 'Usse pehle mool rakam nikaalne par {{penalty}} ({{percent}}%) kaata jaata hai.',
  },
  detail: {
    title: 'Nivesh ki jaankari',
    amount: 'Rakam',
    profit: 'Kul kamaaya munafa',
    status: 'Haalat',
    time: 'Samay',
    transferPrincipal: 'Mool rakam nikaalein',
    transferProfit: 'Munafa nikaalein',
    transferNote: 'Dono rakam aapke balance mein jaati hain.',
    confirmTitle: 'Mool rakam nikaalein?',
    confirmBody:
      'Nivesh poora hone se pehle mool rakam nikaalne par jurmaana lag sakta hai, jo wapas milne waali rakam se katega. Aakhri rakam nikaalne ke baad dikhegi. Iske baad nivesh ruk jaayega.',
    confirm: 'Phir bhi nikaalein',
    record: 'Kamaai ka hisaab',
    recordInvested: 'Lagaaya',
    recordProfit: 'Ab tak ka munafa',
    recordStatus: 'Abhi ki haalat',
    missingId: 'Koi nivesh nahin chuna.',
    seeAll: 'Mere nivesh dekhein',
    back: 'BIT Pro par wapas',
    transferable: 'Nikaalne laayak munafa',
    rate: 'Dar',
    rateValue: 'Roz {{rate}}%',
    ends: 'Khatm hoga',
    ended: 'Khatm hua',
    stopped: 'Ruka',
    penaltyNow:
      'Abhi mool rakam nikaalein to {{penalty}} jurmaana kaata jaayega: {{back}} wapas milega. Samay poora hone par poori rakam apne aap wapas aati hai.',
    principalStopped: 'Ruka {{time}}: tab mool rakam nikaali gayi, aur nivesh ne kamaana band kar diya.',
    principalEnded:
      'Khatm hua {{time}}: mool rakam bina jurmaane ke poori aapke balance mein aa gayi, saath mein abhi tak na nikaala munafa bhi.',
    noProfit: 'Abhi nikaalne ko kuch nahin: munafa har ghante judta hai.',
    noProfitLeft: 'Kamaaya hua saara munafa pehle se aapke balance mein hai.',
    confirmBodyExact:
      'Samay poora hone ({{time}}) se pehle mool rakam nikaalne par {{penalty}} jurmaana kaata jaayega: {{back}} aapke balance mein wapas aayega, aur nivesh kamaana band kar dega. Ant tak rukne par poori rakam apne aap wapas aati hai.',
    recordTransferred: 'Balance mein nikaala gaya munafa',
  },
  status: {
    active: 'Chaalu',
    stop: 'Ruka hua',
    ended: 'Khatm',
  },
}
