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
  },
  detail: {
    title: 'Nivesh ki jaankari',
    amount: 'Rakam',
    profit: 'Munafa',
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
  },
  status: {
    active: 'Chaalu',
    stop: 'Ruka hua',
  },
}
