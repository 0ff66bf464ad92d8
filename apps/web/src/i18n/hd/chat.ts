import type { chat as en } from '../en/chat.ts'
import type { Translation } from '../translation.ts'

/** Hinglish (Hindi in Latin letters). */
export const chat: Translation<typeof en> = {
  list: {
    title: 'Sandesh',
    tabs: 'Baatcheet',
    msgs: 'Sandesh',
    contacts: 'Sampark',
    emptyMsgs: 'Abhi koi baatcheet nahin',
    emptyContacts: 'Abhi koi sahayak uplabdh nahin',
    unread: '{{count}} bina padhe',
    you: 'Aap: {{text}}',
    auto: 'Swachalit jawaab: {{text}}',
    image: '[Tasveer]',
    file: '[File]',
    open: '{{name}} se baat karein',
    contactSupport: 'Sahayata se sampark karein',
  },
  box: {
    title: '{{name}} se baat',
    agent: 'Sahayata',
    missing: 'Yeh baatcheet maujood nahin hai',
    empty: 'Abhi koi sandesh nahin. Namaste kahiye!',
    message: 'Sandesh',
    placeholder: 'Sandesh likhein…',
    send: 'Bhejein',
    attach: 'File jodein',
    sending: 'Bheja ja raha hai…',
    failed: 'Nahin bheja gaya',
    openFile: 'File kholein: {{name}}',
    image: 'Tasveer',
    viewImage: 'Tasveer dekhein',
    viewer: 'Tasveer',
    close: 'Band karein',
    rejected: '{{name}}: sirf png, jpg, jpeg, gif, pdf, zip ya mp4 file bheji ja sakti hai',
    tooLarge: '{{name}} {{size}} MB se badi hai',
    notReally: '{{name}} nahin bheji gayi: yeh asal mein {{kind}} file nahin hai',
    offline: 'Aap offline hain. Wapas online hone par sandesh bheje jaayenge.',
    tooLong:
      'Yeh sandesh {{max}} akshar ki seema se {{over}} akshar zyada hai. Bhejne ke liye ise chhota karein.',
    allChats: 'Saari baatcheet dekhein',
    unconfirmed: 'Pakka nahin: shayad nahin pahuncha',
    seen: 'Support ne dekh liya',
    retryUpload: 'Dobara upload karein',
    loadingHistory: 'Sandesh aa rahe hain…',
    catchingUp: 'Aapki gairhaazri mein aaye sandesh laaye ja rahe hain…',
  },
  auto: {
    label: 'Swachalit jawaab',
    deposit: {
      credited: '{{date}} ki aapki {{amount}} ki jama aapke balance mein credit ho gayi.',
      unpaid:
        '{{date}} ki aapki {{amount}} ki jama abhi bhari nahin gayi: uske payment page par bharne par credit hogi.',
      transfer: '{{date}} ka aapka {{amount}} ka bank transfer pakka hone tak ‘Bhugtaan baaki’ dikhega.',
      none: 'Aapne abhi tak koi jama nahin ki. Jama screen par paise jod sakte hain.',
    },
    withdrawal: {
      pending:
        '{{date}} ki aapki {{amount}} ki nikaasi ‘Bank mein lambit’ dikh rahi hai: abhi aapke bank ko nahin bheji gayi.',
      paid: '{{date}} ki aapki {{amount}} ki nikaasi aapke bank khaate mein bhej di gayi.',
      refunded: '{{date}} ki aapki {{amount}} ki nikaasi aapke balance mein wapas aa gayi.',
      none: 'Aapne abhi tak koi nikaasi nahin ki. Nikaasi screen par balance se nikaal sakte hain.',
    },
    kyc: {
      verified: 'Aapka PAN satyapit hai.',
      review: '{{date}} ko bheji gayi aapki PAN jaankari jaanch ka intezaar kar rahi hai.',
      unverified:
        'Aapka PAN abhi satyapit nahin hai. ID satyapan screen par apni PAN jaankari bhej sakte hain.',
    },
    mining: {
      bought:
        'Aapne {{date}} ko {{name}} {{amount}} mein kharida; iska bhugtaan aapke khaata vivaran mein hai.',
      none: 'Aapke paas abhi koi mining plan nahin. Uplabdh plan Home par hain.',
    },
    pro: {
      active: '{{date}} se aapka {{amount}} ka BIT Pro nivesh chalu hai; ab tak ka munafa {{profit}} hai.',
      stopped: '{{date}} se aapka {{amount}} ka BIT Pro nivesh band ho chuka hai.',
      none: 'Aapka abhi koi BIT Pro nivesh nahin. BIT Pro screen par nivesh kar sakte hain.',
    },
    password: {
      help: 'Password badalne ke liye Password badlein screen kholein. Bhool gaye hon to sign-in screen par Password bhool gaye dabaayein: aapke mobile number par code bheja jaata hai.',
    },
    file: {
      received: 'Aapki file {{name}} mil gayi.',
    },
    help: {
      topics:
        'Yeh chat jama, nikaasi, KYC, mining, BIT Pro aur password ke baare mein apne-aap jawaab deti hai. Apne sandesh mein inmein se ek ka naam likhein.',
    },
    person: {
      whenAvailable: 'Support ka koi vyakti uplabdh hone par jawaab dega.',
    },
    link: {
      deposits: 'Apni jama dekhein',
      withdrawals: 'Apni nikaasi dekhein',
      salaryWithdrawals: 'Salary ki nikaasi dekhein',
      withdraw: 'Nikaasi karein',
      deposit: 'Paise jodein',
      verification: 'ID satyapan',
      home: 'Home par jaayein',
      statement: 'Khaata vivaran kholein',
      pro: 'BIT Pro kholein',
      investment: 'Yeh nivesh kholein',
      password: 'Password badlein',
      open: 'Kholein',
    },
  },
}
