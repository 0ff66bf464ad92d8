import type { content as en } from '../en/content.ts'
import type { Translation } from '../translation.ts'

export const content: Translation<typeof en> = {
  notify: {
    title: 'Suchnayen',
    empty: 'Abhi koi suchna nahin',
    open: 'Padhein: {{title}}',
  },
  announcement: {
    title: 'Suchna',
    missing: 'Yeh suchna maujood nahin hai',
    back: 'Sabhi suchnayen',
  },
  page: {
    title: 'Prishth',
    missing: 'Yeh prishth maujood nahin hai',
  },
  webview: {
    title: 'Web prishth',
    frameTitle: 'Jude hue prishth',
    blocked: 'Yeh prishth yahan nahin dikhaya ja sakta.',
    missing: 'Dikhane ke liye koi prishth nahin',
  },
  channel: {
    title: 'Signal channel',
    empty: 'Abhi koi signal nahin',
    chart: '{{pair}} ka chart kholein',
  },
  find: {
    title: 'Khojein',
    empty: 'Abhi koi gatividhi nahin',
    details: 'Vivaran',
    close: 'Band karein',
    pull: 'Taaza karne ke liye kheenchein',
    release: 'Taaza karne ke liye chhodein',
    refreshing: 'Taaza ho raha hai',
    refresh: 'Taaza karein',
    go: 'Kholein',
  },
}
