/** Strings of /service (customer service). */
export const support = {
  title: 'Customer service',
  intro:
    'Write to support on the messaging apps below, or chat in the app: it answers automatically about your account until a person from support answers.',
  introInApp:
    'Chat with support in the app: it answers automatically about your account until a person from support answers.',
  whatsapp: 'Chat on WhatsApp',
  telegram: 'Chat on Telegram',
  inApp: 'Chat in the app',
  liveTitle: 'Live chat',
  liveFrame: 'Live chat with support',
  liveBlocked: 'The live chat cannot be shown.',
  liveInvalid: 'This live chat link is not valid.',
} as const
