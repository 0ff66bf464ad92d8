/** Strings of the content screens: /notify, /announcement, /page, /webview, /channel, /find. */
export const content = {
  common: {
    /** The next step of an empty or missing content screen. */
    home: 'Go to Home',
  },
  notify: {
    title: 'Announcements',
    empty: 'No announcements yet',
    open: 'Read: {{title}}',
    openNew: 'Read: {{title}} (new, not opened yet)',
    new: 'New',
  },
  announcement: {
    title: 'Announcement',
    missing: 'This announcement does not exist',
    back: 'All announcements',
  },
  page: {
    title: 'Page',
    missing: 'This page does not exist',
  },
  webview: {
    title: 'Web page',
    frameTitle: 'Embedded page',
    blocked: 'This page cannot be shown here.',
    missing: 'No page to show',
  },
  channel: {
    title: 'Signal channel',
    empty: 'No signals yet',
    chart: 'Open the {{pair}} chart',
    markets: 'See the markets',
  },
  find: {
    title: 'Find',
    empty: 'No activities right now',
    details: 'Details',
    close: 'Close',
    pull: 'Pull to refresh',
    release: 'Release to refresh',
    refreshing: 'Refreshing',
    refresh: 'Refresh',
    go: 'Open',
  },
} as const
