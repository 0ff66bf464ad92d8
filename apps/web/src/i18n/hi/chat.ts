import type { chat as en } from '../en/chat.ts'
import type { Translation } from '../translation.ts'

export const chat: Translation<typeof en> = {
  list: {
    title: 'Sandesh',
    tabs: 'Chat',
    msgs: 'Sandesh',
    contacts: 'Sampark',
    emptyMsgs: 'Abhi koi baatcheet nahin',
    emptyContacts: 'Koi support agent uplabdh nahin',
    unread: '{{count}} apathit',
    you: 'Aap: {{text}}',
    image: '[Chitra]',
    file: '[File]',
    open: '{{name}} se baat karein',
  },
  box: {
    title: '{{name}} se baat',
    agent: 'Support',
    missing: 'Yeh baatcheet maujood nahin hai',
    empty: 'Abhi koi sandesh nahin. Namaste kahiye!',
    message: 'Sandesh',
    send: 'Bhejein',
    attach: 'File jodein',
    sending: 'Bheja ja raha hai…',
    failed: 'Nahin bheja gaya',
    openFile: 'File kholein {{name}}',
    image: 'Chitra',
    viewImage: 'Chitra dekhein',
    viewer: 'Chitra',
    close: 'Band karein',
    rejected: '{{name}}: sirf png, jpg, jpeg, gif, pdf, zip ya mp4 file bheji ja sakti hai',
    tooLarge: '{{name}} {{size}} MB se badi hai',
    notReally: '{{name}} nahin bheji gayi: yeh asal mein {{kind}} file nahin hai',
    offline: 'Aap offline hain. Wapas online hone par sandesh bheje jayenge.',
  },
}
