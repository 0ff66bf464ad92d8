/** Strings of /service (customer service). */
export const support = {
  title: 'Customer service',
  intro:
    'Write to support on WhatsApp or Telegram. The chat in the app answers automatically about your account.',
  whatsapp: 'Chat on WhatsApp',
  telegram: 'Chat on Telegram',
  inApp: 'Chat in the app',
  empty: 'No support contact is configured',
  liveTitle: 'Live chat',
  liveFrame: 'Live chat with support',
  liveBlocked: 'The live chat cannot be shown.',
  liveInvalid: 'This live chat link is not valid.',
} as const
