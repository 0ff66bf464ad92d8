import type {
  AuditEntry,
  Conversation,
  DeskMessage,
  Operator,
  PanItem,
  QueueSummary,
  TransferItem,
  UserActivity,
  UserView,
  WithdrawalItem,
} from '../api/schemas.ts'

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

// The finance desk's queues: made-up users, a demo bank, account numbers that reach nobody.

const activity: UserActivity = {
  joinedAt: at - 40 * 24 * 60 * minute,
  kycStatus: 2,
  balance: 1_250_000,
  salary: 48_000,
  lines: [
    { title: 'Withdrawal', purse: 'balance', amount: -202_000, balance: 1_250_000, at: at - 30 * minute },
    { title: 'Deposit', purse: 'balance', amount: 500_000, balance: 1_452_000, at: at - 26 * 60 * minute },
  ],
}

export const queueSummary: QueueSummary = {
  decider: { mode: 'manual', delayMs: 0 },
  queues: {
    withdrawals: { waiting: 2, autoAfterMs: null },
    transfers: { waiting: 1, autoAfterMs: null },
    pans: { waiting: 1, autoAfterMs: null },
  },
}

export const withdrawalItems: WithdrawalItem[] = [
  {
    id: 41,
    orderNum: 'W2026060100041',
    user: { userId: 7, code: '100001', name: 'Demo User' },
    amount: 200_000,
    fee: 2_000,
    purse: 'balance',
    bank: {
      name: 'Demo Bank (demo)',
      holder: 'Demo User',
      accountEnding: '0000',
      ifsc: 'DEMO0000001',
      changedAt: 0,
    },
    createdAt: at - 30 * minute,
    autoAt: null,
    deskWould: { decision: 'pay' },
    activity,
  },
  {
    id: 42,
    orderNum: 'W2026060100042',
    user: { userId: 9, code: '204518', name: 'Test Shopper' },
    amount: 75_000,
    fee: 750,
    purse: 'salary',
    bank: {
      name: 'Sample Bank (demo)',
      holder: 'Test Shopper',
      accountEnding: '1111',
      ifsc: 'DEMO0000002',
      changedAt: at - 40 * minute,
    },
    createdAt: at - 20 * minute,
    autoAt: at + 10 * minute,
    deskWould: {
      decision: 'refuse',
      code: 'bank_changed',
      reason: 'The bank account was added or changed less than an hour before this withdrawal.',
    },
    activity: { ...activity, lines: [] },
  },
]

export const transferItems: TransferItem[] = [
  {
    id: 55,
    orderNum: 'D2026060100055',
    user: { userId: 12, code: '318802', name: 'Sample Seller' },
    amount: 1_000_000,
    utr: '000000000055',
    sentAt: at - 5 * minute,
    createdAt: at - 45 * minute,
    autoAt: null,
    deskWould: { decision: 'confirm' },
    activity,
  },
]

export const panItems: PanItem[] = [
  {
    id: 9,
    user: { userId: 9, code: '204518', name: 'Test Shopper' },
    pan: 'AAAPZ0000A',
    fullName: 'Test Shopper',
    birthDate: '1990-01-01',
    city: 'Demo City',
    sentAt: at - 15 * minute,
    autoAt: null,
    deskWould: { decision: 'verify' },
  },
]
