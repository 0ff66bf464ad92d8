import type { Activity, Announcement, ChannelMessage, PageContent } from '@mandi/api-client'

/** Markup a careless client would run; the views must render it inert (RichText). */
export const HOSTILE_HTML =
  '<p>Offer</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">Claim</a>'

export const announcements: Announcement[] = [
  {
    id: 1,
    title: 'Welcome to Mandi',
    summary: 'Start trading goods and plans today.',
    contents: '<h3>Welcome!</h3><p>Deposit from <strong>₹600</strong>.</p>',
    createdAt: '2026-11-18 09:00:00',
    read: true,
  },
  {
    id: 3,
    title: 'Festival bonus',
    summary: 'Double integral this week.',
    contents: HOSTILE_HTML,
    createdAt: '2026-11-20 09:00:00',
    read: false,
  },
]

export const page: PageContent = {
  id: 2,
  title: 'Terms of Service',
  contents: '<h2>Terms</h2><ol><li>One account per person.</li></ol>',
}

export const channelMessages: ChannelMessage[] = [
  {
    id: 1,
    msg: '<p><b>BTC/USDT</b> CALL signal, entry now, 1 minute.</p>',
    createdAt: '2026-11-21 10:00:00',
  },
  { id: 2, msg: '<p>Reminder: never share your OTP.</p>', createdAt: '2026-11-21 11:00:00' },
]

export const activities: Activity[] = [
  {
    id: 7,
    title: 'Invite and earn',
    msg: 'Invite 5 friends who deposit and earn ₹500.',
    status: 0,
    action: '/share',
    createdAt: '2026-11-19 09:00:00',
  },
  {
    id: 8,
    title: 'Mining week',
    msg: 'All mining plans pay 0.2% more a day.',
    status: 1,
    action: '/buy?id=1',
    createdAt: '2026-11-20 09:00:00',
  },
]
