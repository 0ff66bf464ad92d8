/** Strings of the app shell: tab bar, common words and the shared messages of spec §8. */
export const shell = {
  appName: 'Mandi',
  nav: {
    main: 'Main navigation',
  },
  tab: {
    home: 'Home',
    goods: 'Goods',
    find: 'Find',
    account: 'Account',
  },
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    back: 'Back',
    empty: 'Nothing here yet',
    loadFailed: 'Could not load this. Please try again.',
    copied: 'Copied successfully',
  },
  time: {
    today: 'Today, {{time}}',
    yesterday: 'Yesterday, {{time}}',
    other: '{{date}}, {{time}}',
    todayHeading: 'Today',
    yesterdayHeading: 'Yesterday',
  },
  update: {
    ready: 'A new version of Mandi is ready.',
    reload: 'Reload',
  },
  offline: {
    asOf: 'Offline, as of {{time}}',
    unreachable: 'Could not reach Mandi, showing data as of {{time}}',
    saved: 'Saved on this phone. It refreshes by itself when you are back online.',
    savedUnreachable: 'Saved on this phone. Retry to load it again.',
    money: 'You are offline. Connect to add or withdraw money.',
    deposit: 'You are offline. Connect to add money.',
    withdraw: 'You are offline. Connect to withdraw.',
    sell: 'You are offline. Connect to sell.',
    trade: 'You are offline. Connect to trade.',
  },
  error: {
    network: 'Network error occurred',
    requestFailed: 'Request failed. Please try again.',
    transactionFailed: 'Transaction failed. Please try again.',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  wait: {
    tryAgain: 'Too many attempts. Please wait {{time}} and try again.',
    second: '1 second',
    seconds: '{{n}} seconds',
    minute: '1 minute',
    minutes: '{{n}} minutes',
    hour: '1 hour',
    hours: '{{n}} hours',
  },
  frame: {
    notFramed:
      'This page opens in a new tab. For your safety the app only shows pages of approved sites inside it.',
    open: 'Open {{host}} in a new tab',
    checking: 'Checking the page…',
  },
  list: {
    showMore: 'Show more',
    loadingMore: 'Loading more…',
    moreFailed: 'Could not load more. Please try again.',
  },
} as const
