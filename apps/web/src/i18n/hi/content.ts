import type { content as en } from '../en/content.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const content: Translation<typeof en> = {
  common: {
    home: 'होम पर जाएँ',
  },
  notify: {
    title: 'सूचनाएँ',
    empty: 'अभी कोई सूचना नहीं',
    open: 'पढ़ें: {{title}}',
    openNew: 'पढ़ें: {{title}} (नई, अभी खोली नहीं)',
    new: 'नई',
  },
  announcement: {
    title: 'सूचना',
    missing: 'यह सूचना मौजूद नहीं है',
    back: 'सारी सूचनाएँ',
  },
  page: {
    title: 'पेज',
    missing: 'यह पेज मौजूद नहीं है',
  },
  webview: {
    title: 'वेब पेज',
    frameTitle: 'जुड़ा हुआ पेज',
    blocked: 'यह पेज यहाँ नहीं दिखाया जा सकता।',
    missing: 'दिखाने के लिए कोई पेज नहीं',
  },
  channel: {
    title: 'ट्रेडिंग संकेत',
    empty: 'अभी कोई संकेत नहीं',
    chart: '{{pair}} का चार्ट खोलें',
    markets: 'बाज़ार देखें',
  },
  find: {
    title: 'खोजें',
    empty: 'अभी कोई गतिविधि नहीं',
    details: 'पूरी जानकारी',
    close: 'बंद करें',
    pull: 'ताज़ा करने के लिए नीचे खींचें',
    release: 'ताज़ा करने के लिए छोड़ें',
    refreshing: 'ताज़ा हो रहा है',
    refresh: 'ताज़ा करें',
    go: 'खोलें',
  },
}
