import type { content as en } from '../en/content.ts'
import type { Translation } from '../translation.ts'

/** Hinglish (Hindi in Latin letters). */
export const content: Translation<typeof en> = {
  common: {
    home: 'Home par jaayein',
  },
  notify: {
    title: 'Suchnaayein',
    empty: 'Abhi koi suchna nahin',
    open: 'Padhein: {{title}}',
    openNew: 'Padhein: {{title}} (nayi, abhi kholi nahin)',
    new: 'Nayi',
  },
  announcement: {
    title: 'Suchna',
    missing: 'Yeh suchna maujood nahin hai',
    back: 'Saari suchnaayein',
  },
  page: {
    title: 'Panna',
    missing: 'Yeh panna maujood nahin hai',
  },
  webview: {
    title: 'Web panna',
    frameTitle: 'Juda hua panna',
    blocked: 'Yeh panna yahan nahin dikhaya ja sakta.',
    missing: 'Dikhane ke liye koi panna nahin',
  },
  channel: {
    title: 'Trading sanket',
    empty: 'Abhi koi sanket nahin',
    chart: '{{pair}} ka chart kholein',
    markets: 'Bazaar dekhein',
  },
  find: {
    title: 'Khojein',
    empty: 'Abhi koi gatividhi nahin',
    details: 'Poori jaankari',
    close: 'Band karein',
    pull: 'Taaza karne ke liye neeche kheenchein',
    release: 'Taaza karne ke liye chhodein',
    refreshing: 'Taaza ho raha hai',
    refresh: 'Taaza karein',
    go: 'Kholein',
  },
}
