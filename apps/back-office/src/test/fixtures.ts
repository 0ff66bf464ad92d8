import type { AuditEntry, Conversation, DeskMessage, Operator, UserView } from '../api/schemas.ts'

/** Demo data of the console's views and tests: desk names and made-up users, nobody real. */
const at = Date.UTC(2026, 5, 1, 9, 30)
const minute = 60_000

export const supportOperator: Operator = {
  id: 1,
  login: 'support.desk',
  name: 'Support desk (demo)',
  role: 'support',
  available: false,
}

export const financeOperator: Operator = {
  id: 2,
  login: 'finance.desk',
  name: 'Finance desk (demo)',
  role: 'finance',
  available: false,
}

export const conversations: Conversation[] = [
  {
    userId: 7,
    userCode: '100001',
    userName: 'Demo User',
    agentId: 1,
    agentName: 'Support desk',
    last: { from: 'user', type: 'text', content: 'My deposit is still pending.', at },
    unread: 2,
  },
  {
    userId: 9,
    userCode: '204518',
    userName: 'Test Shopper',
    agentId: 3,
    agentName: 'Finance Desk',
    last: {
      from: 'agent',
      type: 'text',
      content: 'Your withdrawal shows as Pending in bank.',
      at: at - 90 * minute,
    },
    unread: 0,
  },
  {
    userId: 12,
    userCode: '318802',
    userName: 'Sample Seller',
    agentId: 2,
    agentName: 'Account desk',
    last: { from: 'user', type: 'img', content: 'receipt.png', at: at - 300 * minute },
    unread: 1,
  },
]

export const messages: DeskMessage[] = [
  {
    msgId: 1,
    from: 'agent',
    type: 'text',
    content: 'Welcome to Mandi! How can we help?',
    url: '',
    at: at - 30 * minute,
    read: true,
    operator: null,
  },
  {
    msgId: 2,
    from: 'user',
    type: 'text',
    content: 'My deposit is still pending.',
    url: '',
    at: at - 20 * minute,
    read: true,
    operator: null,
  },
  {
    msgId: 3,
    from: 'user',
    type: 'img',
    content: 'receipt.png',
    url: '/files/chat/0123456789abcdef01234567.png',
    at: at - 19 * minute,
    read: true,
    operator: null,
  },
  {
    msgId: 4,
    from: 'agent',
    type: 'text',
    content: 'Please share the UTR number of your bank transfer so we can find it.',
    url: '',
    at: at - 10 * minute,
    read: false,
    operator: 'Support desk (demo)',
  },
]

export const userView: UserView = {
  userId: 7,
  code: '100001',
  name: 'Demo User',
  mobileEnding: '3210',
  joinedAt: at - 200 * 24 * 60 * minute,
  kycStatus: 1,
  balance: 1_254_050,
  salary: 320_000,
  integral: 12_000,
  deposits: [
    { orderNum: 'D1001', amount: 500_000, status: 0, at: at - 60 * minute },
    { orderNum: 'D1000', amount: 1_000_000, status: 1, at: at - 3 * 24 * 60 * minute },
  ],
  withdrawals: [
    { orderNum: 'W2001', amount: 200_000, fee: 20_000, status: 0, at: at - 2 * 24 * 60 * minute },
  ],
}

export const auditEntries: AuditEntry[] = [
  {
    id: 5,
    at,
    actor: 'support.desk',
    role: 'support',
    action: 'answer',
    subject: 'user 100001 with Support desk',
    before: null,
    after: { msgId: 4, type: 'text', content: 'Please share the UTR number.', url: '' },
  },
  {
    id: 4,
    at: at - minute,
    actor: 'support.desk',
    role: 'support',
    action: 'conversation-read',
    subject: 'user 100001 with Support desk',
    before: { unread: 2 },
    after: { unread: 0 },
  },
  {
    id: 3,
    at: at - 2 * minute,
    actor: 'support.desk',
    role: 'support',
    action: 'availability',
    subject: 'the support desk',
    before: { available: false },
    after: { available: true },
  },
  {
    id: 2,
    at: at - 3 * minute,
    actor: 'support.desk',
    role: 'support',
    action: 'sign-in',
    subject: 'the console',
    before: null,
    after: { role: 'support' },
  },
  {
    id: 1,
    at: at - 4 * minute,
    actor: 'someone.typing',
    role: '',
    action: 'sign-in-refused',
    subject: 'the console',
    before: null,
    after: { reason: 'wrong login or password' },
  },
]
