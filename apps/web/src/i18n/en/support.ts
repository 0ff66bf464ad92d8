/** Strings of /service (customer service). */
export const support = {
  title: 'Customer service',
  intro: 'Our support team answers in the app, and on the messaging apps below.',
  introInApp: 'Chat with our support team in the app.',
  whatsapp: 'Chat on WhatsApp',
  telegram: 'Chat on Telegram',
  inApp: 'Chat in the app',
  liveTitle: 'Live chat',
  liveFrame: 'Live chat with support',
  liveBlocked: 'The live chat cannot be shown.',
  liveInvalid: 'This live chat link is not valid.',
} as const
