import type { chat as en } from '../en/chat.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const chat: Translation<typeof en> = {
  list: {
    title: 'संदेश',
    tabs: 'बातचीत',
    msgs: 'संदेश',
    contacts: 'संपर्क',
    emptyMsgs: 'अभी कोई बातचीत नहीं',
    emptyContacts: 'अभी कोई सहायक उपलब्ध नहीं',
    unread: '{{count}} बिना पढ़े',
    you: 'आप: {{text}}',
    image: '[तस्वीर]',
    file: '[फ़ाइल]',
    open: '{{name}} से बात करें',
    contactSupport: 'सहायता से संपर्क करें',
  },
  box: {
    title: '{{name}} से बात',
    agent: 'सहायता',
    missing: 'यह बातचीत मौजूद नहीं है',
    empty: 'अभी कोई संदेश नहीं। नमस्ते कहिए!',
    message: 'संदेश',
    placeholder: 'संदेश लिखें…',
    send: 'भेजें',
    attach: 'फ़ाइल जोड़ें',
    sending: 'भेजा जा रहा है…',
    failed: 'नहीं भेजा गया',
    openFile: 'फ़ाइल खोलें: {{name}}',
    image: 'तस्वीर',
    viewImage: 'तस्वीर देखें',
    viewer: 'तस्वीर',
    close: 'बंद करें',
    rejected: '{{name}}: केवल png, jpg, jpeg, gif, pdf, zip या mp4 फ़ाइल भेजी जा सकती है',
    tooLarge: '{{name}} {{size}} MB से बड़ी है',
    notReally: '{{name}} नहीं भेजी गई: यह असल में {{kind}} फ़ाइल नहीं है',
    offline: 'आप ऑफ़लाइन हैं। वापस ऑनलाइन होने पर संदेश भेजे जाएँगे।',
    tooLong: 'संदेश में ज़्यादा से ज़्यादा {{max}} अक्षर हो सकते हैं',
    allChats: 'सारी बातचीत देखें',
  },
}
