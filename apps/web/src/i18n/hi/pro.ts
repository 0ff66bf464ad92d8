import type { pro as en } from '../en/pro.ts'
import type { Translation } from '../translation.ts'

export const pro: Translation<typeof en> = {
  list: {
    title: 'BIT Pro',
    totalAmount: 'Kul nivesh',
    totalProfit: 'Kul laabh',
    buy: 'BUY',
    investments: 'Mere nivesh',
    empty: 'Abhi koi nivesh nahin',
    emptyBody: 'BIT Pro nivesh shuru karne ke liye BUY dabaayein.',
    item: 'Nivesh #{{id}}',
  },
  buy: {
    title: 'BIT Pro mein nivesh karein',
    amount: 'Rashi (₹)',
    quick: 'Turant rashi',
    duration: 'Avadhi',
    days3: '3 Din',
    days30: '30 Din',
    durationNote: 'Naye nivesh ke liye sirf 30 Din khula hai.',
    submit: 'Nivesh karein',
    invalidAmount: 'Rashi 3 se 12 ank ki honi chahiye',
  },
  detail: {
    title: 'Nivesh vivaran',
    amount: 'Rashi',
    profit: 'Laabh',
    status: 'Sthiti',
    time: 'Samay',
    transferPrincipal: 'Transfer Principal',
    transferProfit: 'Transfer Profit',
    confirmTitle: 'Principal transfer karein?',
    confirmBody:
      'Nivesh ki avadhi poori hone se pehle principal transfer karne par jurmana lag sakta hai, jo lautayi gayi rashi se kaata jaayega. Antim rashi server batayega. Transfer ke baad nivesh ruk jaayega.',
    confirm: 'Phir bhi transfer karein',
    record: 'Aay record',
    recordInvested: 'Nivesh kiya',
    recordProfit: 'Ab tak ka laabh',
    recordStatus: 'Vartamaan sthiti',
    missingId: 'Koi nivesh nahin chuna.',
    back: 'BIT Pro par waapas',
  },
  status: {
    active: 'Active',
    stop: 'Stop',
  },
}
