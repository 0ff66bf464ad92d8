/** The console's frame: brand, navigation, who is signed in, availability, sign-out, load states. */
export const shell = {
  brand: 'Mandi operators',
  nav: {
    label: 'Console',
    inbox: 'Support inbox',
    audit: 'Audit log',
    queues: 'Money queues',
  },
  role: {
    support: 'Support',
    finance: 'Finance',
  },
  signedInAs: '{{name}} · {{role}}',
  available: 'Available',
  away: 'Away',
  availability: 'Available for chats',
  availabilityHint: 'Say when you are at the desk to answer chats; the server keeps it with your session.',
  availabilityFailed: 'Your availability could not be changed. Try again.',
  signOut: 'Sign out',
  loading: 'Loading…',
  failed: 'This could not be loaded.',
  retry: 'Try again',
  notFound: 'There is nothing at this address.',
  live: {
    open: 'Live',
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting… new messages show once connected.',
    closed: 'Not live',
    unauthorized: 'Not live',
  },
} as const
