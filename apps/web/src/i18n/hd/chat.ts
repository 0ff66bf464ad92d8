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
    tooLong: 'Sandesh mein zyada se zyada {{max}} akshar ho sakte hain',
    allChats: 'Saari baatcheet dekhein',
  },
}
