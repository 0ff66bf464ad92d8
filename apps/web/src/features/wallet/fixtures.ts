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

export const depositBank: DepositBank = {
  accountHolder: 'Mandi Trading Pvt Ltd',
  bankAccount: '50200012345678',
  ifsc: 'HDFC0001234',
  upi: 'mandi@hdfcbank',
}

export const channels: readonly Channel[] = [
  { id: 1, title: 'Bank Transfer' },
  { id: 2, title: 'UPI Fast Pay' },
]

export const depositAmounts = DEPOSIT_AMOUNTS

export const payoutBanks: readonly PayoutBank[] = [
  { id: 3, bankName: 'HDFC Bank', account: '50200012349876' },
  { id: 4, bankName: 'State Bank', account: '30011122233' },
]

export const bankValues = {
  holder: 'Asha Rao',
  account: '50200012349876',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
}
