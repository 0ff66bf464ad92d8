import type { shell as en } from '../en/shell.ts'
import type { Translation } from '../translation.ts'

/** Hinglish (Hindi in Latin letters). */
export const shell: Translation<typeof en> = {
  appName: 'Mandi',
  nav: {
    main: 'Mukhya menu',
  },
  tab: {
    home: 'Ghar',
    goods: 'Saamaan',
    find: 'Khojein',
    account: 'Khaata',
  },
  common: {
    loading: 'Load ho raha hai…',
    retry: 'Phir se koshish karein',
    ok: 'Theek hai',
    cancel: 'Radd karein',
    close: 'Band karein',
    back: 'Peechhe',
    empty: 'Abhi yahaan kuchh nahin hai',
    loadFailed: 'Yeh load nahin ho saka. Kripya phir se koshish karein.',
    copied: 'Copy ho gaya',
  },
  time: {
    today: 'Aaj, {{time}}',
    yesterday: 'Kal, {{time}}',
    other: '{{date}}, {{time}}',
    todayHeading: 'Aaj',
    yesterdayHeading: 'Kal',
  },
  update: {
    ready: 'Mandi ka naya version taiyaar hai.',
    reload: 'Dobara kholein',
  },
  offline: {
    asOf: 'Aap offline hain, {{time}} tak ka data',
    unreachable: 'Mandi se judaav nahin ho saka, {{time}} tak ka data',
    saved: 'Yeh is phone par rakha gaya hai. Dobara online hote hi yeh apne aap taaza ho jaayega.',
    savedUnreachable: 'Yeh is phone par rakha gaya hai. Dobara load karne ke liye phir se koshish karein.',
    money: 'Aap offline hain. Paise jodne ya nikaalne ke liye internet se judein.',
    deposit: 'Aap offline hain. Paise jodne ke liye internet se judein.',
    withdraw: 'Aap offline hain. Paise nikaalne ke liye internet se judein.',
    sell: 'Aap offline hain. Bechne ke liye internet se judein.',
    trade: 'Aap offline hain. Trade karne ke liye internet se judein.',
  },
  error: {
    network: 'Network mein dikkat aayi',
    requestFailed: 'Anurodh poora nahin hua. Kripya phir se koshish karein.',
    transactionFailed: 'Len-den poora nahin hua. Kripya phir se koshish karein.',
    sessionEnded: 'Aapka session khatm ho gaya. Kripya phir se sign in karein.',
  },
  wait: {
    tryAgain: 'Bahut zyada koshishein ho gayin. {{time}} ruk kar phir koshish karein.',
    second: '1 second',
    seconds: '{{n}} second',
    minute: '1 minute',
    minutes: '{{n}} minute',
    hour: '1 ghanta',
    hours: '{{n}} ghante',
  },
  frame: {
    notFramed:
      'Yeh page naye tab mein khulega. Aapki suraksha ke liye app sirf manzoor ki gayi sites ke page hi apne andar dikhata hai.',
    open: '{{host}} naye tab mein kholein',
    checking: 'Page jaancha ja raha hai…',
  },
  list: {
    showMore: 'Aur dikhayein',
    loadingMore: 'Aur load ho raha hai…',
    moreFailed: 'Aur load nahin ho saka. Kripya phir se koshish karein.',
  },
}
