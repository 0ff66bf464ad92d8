import type { support as en } from '../en/support.ts'
import type { Translation } from '../translation.ts'

export const support: Translation<typeof en> = {
  title: 'Grahak seva',
  intro: 'Hamari support team WhatsApp, Telegram aur app mein jawab deti hai.',
  whatsapp: 'WhatsApp par baat karein',
  telegram: 'Telegram par baat karein',
  inApp: 'App mein baat karein',
  empty: 'Koi support sampark set nahin hai',
  liveTitle: 'Live chat',
  liveFrame: 'Support ke saath live chat',
  liveBlocked: 'Live chat nahin dikhaya ja sakta.',
  liveInvalid: 'Yeh live chat link sahi nahin hai.',
}
