import type { DepositBank, SettlementEntry, WalletRecord } from '@mandi/api-client'
import { DEPOSIT_AMOUNTS, toPaise } from '@mandi/domain'
import type { Channel } from './channel-sheet.tsx'
import type { PayoutBank } from './payout-view.tsx'

/** Fixture data for the wallet view stories and view tests (shapes of the api-client, decoded). */
export const depositRecords: readonly WalletRecord[] = [
  { orderNumber: 'D20261122001', status: 0, createdAt: '2026-11-22 10:15:00', amount: toPaise('600') },
  { orderNumber: 'D20261121007', status: 1, createdAt: '2026-11-21 18:02:41', amount: toPaise('30000') },
]

export const withdrawalRecords: readonly WalletRecord[] = [
  { orderNumber: 'W20261120003', status: 1, createdAt: '2026-11-20 07:30:00', amount: toPaise('1500') },
  { orderNumber: 'W20261118002', status: 2, createdAt: '2026-11-18 08:10:00', amount: toPaise('800') },
  { orderNumber: 'W20261115001', status: 3, createdAt: '2026-11-15 07:45:00', amount: toPaise('2200.50') },
]

export const settlementEntries: readonly SettlementEntry[] = [
  {
    amount: toPaise('600'),
    balance: toPaise('12600'),
    createdAt: '2026-11-22 10:20:00',
    transactionType: { title: 'Deposit' },
  },
  {
    amount: toPaise('-1800'),
    balance: toPaise('12000'),
    createdAt: '2026-11-20 07:30:00',
    transactionType: { title: 'Withdrawal' },
  },
]

/** The sim's demo collection account: nothing here can receive money (no bank code DEMO, no such UPI handle). */
export const depositBank: DepositBank = {
  accountHolder: 'Mandi Demo Collections (demo)',
  bankAccount: '000000000000',
  ifsc: 'DEMO0000001',
  upi: 'mandi.demo@demo.example',
}

export const channels: readonly Channel[] = [
  { id: 1, title: 'Bank Transfer' },
  { id: 2, title: 'UPI Fast Pay' },
]

export const depositAmounts = DEPOSIT_AMOUNTS

export const payoutBanks: readonly PayoutBank[] = [
  { id: 3, bankName: 'Demo Bank', account: '00000000019876' },
  { id: 4, bankName: 'Sample Bank', account: '100000002233' },
]

export const bankValues = {
  holder: 'Demo Apple',
  account: '00000000019876',
  ifsc: 'DEMO0000001',
  bankName: 'Demo Bank',
}

const IST_OFFSET_MS = 330 * 60 * 1000
const HOUR = 60 * 60 * 1000

/** A server timestamp ("2026-11-24 19:45:17", India time) `agoMs` before now, for stories that show Today/Yesterday. */
export function indiaTimestampAgo(agoMs: number): string {
  return new Date(Date.now() + IST_OFFSET_MS - agoMs).toISOString().slice(0, 19).replace('T', ' ')
}

/** A statement over today, yesterday and earlier, with the long type titles the server can send. */
export function recentSettlementEntries(): readonly SettlementEntry[] {
  return [
    {
      amount: toPaise('600'),
      balance: toPaise('28965.13'),
      createdAt: indiaTimestampAgo(HOUR),
      transactionType: { title: 'Deposit' },
    },
    {
      amount: toPaise('-1650'),
      balance: toPaise('28365.13'),
      createdAt: indiaTimestampAgo(3 * HOUR),
      transactionType: { title: 'Withdrawal' },
    },
    {
      amount: toPaise('125000'),
      balance: toPaise('130015.13'),
      createdAt: indiaTimestampAgo(26 * HOUR),
      transactionType: { title: 'Product sale: Basmati Rice Premium 25 kg bag, order 100245 (integral)' },
    },
    {
      amount: toPaise('-98000.5'),
      balance: toPaise('5015.13'),
      createdAt: indiaTimestampAgo(5 * 24 * HOUR),
      transactionType: { title: 'Product purchase: Organic Turmeric Powder 10 kg, order 100198' },
    },
  ]
}

/** Deposits of today and yesterday, for the grouped history story. */
export function recentDepositRecords(): readonly WalletRecord[] {
  return [
    { orderNumber: 'D20261125004', status: 0, createdAt: indiaTimestampAgo(HOUR), amount: toPaise('3000') },
    {
      orderNumber: 'D20261125003',
      status: 1,
      createdAt: indiaTimestampAgo(2 * HOUR),
      amount: toPaise('100000'),
    },
    {
      orderNumber: 'D20261124002',
      status: 1,
      createdAt: indiaTimestampAgo(25 * HOUR),
      amount: toPaise('600'),
    },
  ]
}
