import type { Db } from '../db/open.ts'
import { type KindName, kindImagePath } from '../images/art.ts'
import { pick } from './random.ts'

/** [title, summary, contents, kind of picture] */
const notices: readonly [string, string, string, KindName][] = [
  [
    'Welcome to Mandi',
    'Buy goods, trade and build your team.',
    '<h3>Welcome!</h3><p>Add money to your balance, buy goods and sell them when the price suits you.</p><ul><li>Invite friends into a three-level team</li><li>Lease mining plans</li></ul>',
    'welcome',
  ],
  [
    'Withdrawal fee',
    'A withdrawal carries a 10% fee.',
    '<p>A withdrawal takes the amount plus a <strong>10% fee</strong> from your balance (or salary balance), and your bank is sent the amount. It shows as Pending in bank until it is paid.</p>',
    'fee',
  ],
  [
    'How Points pay',
    'Your balance pays first, then your Points.',
    '<p>When you buy goods, your <b>balance pays first</b> and your Points pay the rest, in whole rupees.</p><p>When you sell, the money goes back the same way: to your balance and your Points in the shares you paid with.</p>',
    'points',
  ],
  [
    'PAN verification',
    'Verify your PAN from your profile.',
    '<p>Fill in the PAN form from <a href="#/verif">your profile</a>. Your account shows Verified once it is checked.</p>',
    'verification',
  ],
  [
    'New mining plans',
    'Data Centre Share is now open.',
    '<p>The <b>Data Centre Share</b> plan is open: a 90-day lease. Its rate and price are on the plan page.</p><img src="/img/kinds/mining.svg" alt="">',
    'mining',
  ],
]

/** [id, title, contents, url]. Id 3 is left out: it was a test fixture (seed/hostile-content.ts). */
const pages: readonly [number, string, string, string][] = [
  [
    1,
    'About Mandi',
    '<h2>About us</h2><p>On Mandi you buy goods and sell them back at the day’s price, trade call/put on market pairs, lease mining plans and build a team.</p>',
    '',
  ],
  [
    2,
    'Terms of Service',
    '<h2>Terms</h2><ol><li>One account per person.</li><li>The same bank account can only be bound once.</li></ol>',
    '',
  ],
  [4, 'Mandi Blog', '<p>Opens the blog.</p>', 'https://example.com/'],
]

const signals = [
  '<p><b>BTC/USDT</b> CALL signal, entry now, 1 minute.</p>',
  '<p><b>ETH/USDT</b> PUT signal. <span style="color:#e11">Risk: medium</span></p>',
  '<p><i>XAU/USD</i> is the price of gold in US dollars.</p>',
  '<p>A trade settles 1 minute after it is placed, at the price of that moment.</p>',
  '<p>Signals are opinions, not promises: a trade can lose its whole amount.</p>',
  '<p>Reminder: never share your OTP.</p>',
]

/**
 * [title, text, action, kind of picture]. `action` is the in-app screen the activity is about (an extension:
 * §3 names the field only); the app's Find card opens it. Mining opens the first plan of the catalogue
 * (mining/list).
 */
const activities: readonly [string, string, string, KindName][] = [
  [
    'Invite friends',
    'Share your invite code: friends who sign up with it join your team.',
    '/share',
    'invite',
  ],
  [
    'Try call/put trading',
    'Pick CALL or PUT on BTC/USDT; a trade settles after 1 minute.',
    '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    'trading',
  ],
  ['Add money', 'Top up your balance to buy goods and plans.', '/deposit', 'deposit'],
  ['Mining plans', 'See a plan’s lease days, rate and price before you buy.', '/buy?id=1', 'mining'],
]

/**
 * Seeded people's names: visibly made up ("Demo Mango Saver"), never a plausible real person's (decision 0090).
 * Two picks, as before, so the seed's random sequence (and everything drawn after a name) is unchanged.
 */
const nameWords = [
  'Mango',
  'Lotus',
  'Falcon',
  'Pebble',
  'Comet',
  'Maple',
  'Coral',
  'Ember',
  'Harbor',
  'Jasper',
  'Kite',
  'Lantern',
  'Meadow',
  'Nutmeg',
  'Orbit',
  'Quartz',
]
const nameRoles = [
  'Saver',
  'Buyer',
  'Seller',
  'Member',
  'Friend',
  'Miner',
  'Player',
  'Guest',
  'Keeper',
  'Maker',
]

export function randomName(random: () => number): string {
  return `Demo ${pick(random, nameWords)} ${pick(random, nameRoles)}`
}

export function seedContent(db: Db, now: number): void {
  const day = 86_400_000
  const insertNotice = db.prepare(
    'INSERT INTO notices (title, summary, contents, image, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  notices.forEach(([title, summary, contents, kind], index) => {
    insertNotice.run(title, summary, contents, kindImagePath(kind), now - (notices.length - index) * day)
  })
  const insertPage = db.prepare('INSERT INTO pages (id, title, contents, url) VALUES (?, ?, ?, ?)')
  for (const [id, title, contents, url] of pages) insertPage.run(id, title, contents, url)
  const insertMessage = db.prepare(
    'INSERT INTO channel_messages (tp, title, msg, status, action, image, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  signals.forEach((msg, index) => {
    insertMessage.run(0, '', msg, 0, '', '', now - (signals.length - index) * 3_600_000)
  })
  activities.forEach(([title, msg, action, kind], index) => {
    const at = now - (activities.length - index) * day
    insertMessage.run(1, title, msg, index % 2, action, kindImagePath(kind), at)
  })
  const insertConfig = db.prepare('INSERT INTO config (key, value) VALUES (?, ?)')
  insertConfig.run('service', 'https://example.com/livechat')
  insertConfig.run('payout_fee', '10')
  // The invitation reward: this percent of an invitee's first credited deposit (services/invitation-rewards.ts).
  insertConfig.run('invite_reward', '5')
  insertConfig.run('trade_rate', '15')
  // No messaging contact unless the operator sets one (numbers we do not own would receive users' details);
  // /service then offers the in-app chat only.
  insertConfig.run('support_wa', '')
  insertConfig.run('support_tg', '')
  // The chat's contacts are desks, not people: until people answer them (the back-office console), every reply
  // is automatic and says so. No picture (icon ''): the app shows the initials of their names.
  const insertAdmin = db.prepare('INSERT INTO chat_admins (id, nick_name, icon) VALUES (?, ?, ?)')
  insertAdmin.run(1, 'Support desk', '')
  insertAdmin.run(2, 'Account desk', '')
  insertAdmin.run(3, 'Finance desk', '')
}
