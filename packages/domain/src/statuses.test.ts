import { describe, expect, it } from 'vitest'
import { paise } from './money.ts'
import {
  bitProStatusLabel,
  depositStatusLabel,
  displayedTradeProfit,
  isKycVerified,
  KYC_VERIFIED_STATUS,
  kycLabel,
  kycStage,
  POSITION_TAB_STATUS,
  positionTabStatus,
  REGISTRATION_STEPS,
  RESPONSE_STATUS,
  responseOutcome,
  salaryLogLabel,
  salaryWithdrawalStatusLabel,
  TRADE_LIST_TAB_STATUS,
  tradeDirectionLabel,
  tradeListTabStatus,
  tradeResult,
  tradeStatusLabel,
  withdrawalStatusLabel,
} from './statuses.ts'

describe('trade result line', () => {
  const stake = paise(50_000)
  const profit = paise(7_500)
  it('shows the profit of a win, the stake of a loss and nothing while open', () => {
    expect(tradeResult(1, stake, profit)).toEqual({ kind: 'profit', amount: profit })
    expect(tradeResult(2, stake, paise(0))).toEqual({ kind: 'loss', amount: stake })
    expect(tradeResult(0, stake, paise(0))).toEqual({ kind: 'open' })
    expect(tradeResult(9, stake, profit)).toEqual({ kind: 'open' })
  })
})

describe('§4 trade order status', () => {
  it.each([
    [0, 'Processing'],
    [1, 'Profit'],
    [2, 'Loss'],
    [7, 'Processing'],
    [-1, 'Processing'],
  ])('%d reads %s', (status, label) => {
    expect(tradeStatusLabel(status)).toBe(label)
  })

  it('shows the profit amount only for status 1', () => {
    expect(displayedTradeProfit(1, paise(4500))).toBe(4500)
    expect(displayedTradeProfit(0, paise(4500))).toBe(0)
    expect(displayedTradeProfit(2, paise(4500))).toBe(0)
  })
})

describe('§4 trade direction', () => {
  it.each([
    [0, 'CALL'],
    [1, 'PUT'],
  ])('%d reads %s', (path, label) => {
    expect(tradeDirectionLabel(path)).toBe(label)
  })
})

describe('§4 deposit status', () => {
  it.each([
    [0, 'Unpaid'],
    [1, 'Success'],
    [2, 'Success'],
    [99, 'Success'],
  ])('%d reads %s', (status, label) => {
    expect(depositStatusLabel(status)).toBe(label)
  })
})

describe('§4 withdrawal status (and salary withdrawals)', () => {
  it.each([
    [0, 'Pending in bank'],
    [1, 'Pending in bank'],
    [2, 'Refund'],
    [3, 'Success'],
    [4, 'Pending in bank'],
    [5, 'Pending in bank'],
    [-1, 'Pending in bank'],
  ])('%d reads %s', (status, label) => {
    expect(withdrawalStatusLabel(status)).toBe(label)
    expect(salaryWithdrawalStatusLabel(status)).toBe(label)
  })
})

describe('§4 BIT Pro investment', () => {
  it.each([
    [0, 'Active'],
    [1, 'Stop'],
    [2, 'Ended'],
    [3, 'Stop'],
  ])('%d reads %s', (status, label) => {
    expect(bitProStatusLabel(status)).toBe(label)
  })
})

describe('§4 KYC', () => {
  it.each([
    [2, 'Verified', true],
    [0, 'Not Verified', false],
    [1, 'Not Verified', false],
    [3, 'Not Verified', false],
  ])('%d reads %s', (status, label, verified) => {
    expect(kycLabel(status)).toBe(label)
    expect(isKycVerified(status)).toBe(verified)
  })

  it.each([
    [0, 'none'],
    [1, 'waiting'],
    [2, 'verified'],
    [3, 'refused'],
    [8, 'none'],
  ])('kyc_status %d is the stage %s', (status, stage) => {
    expect(kycStage(status)).toBe(stage)
  })

  it('names 2 as the verified status', () => {
    expect(KYC_VERIFIED_STATUS).toBe(2)
  })
})

describe('§4 salary log', () => {
  it.each([
    [0, 'Unpaid'],
    [1, 'Created'],
    [2, 'Unpaid'],
  ])('%d reads %s', (status, label) => {
    expect(salaryLogLabel(status)).toBe(label)
  })
})

describe('§4 response status', () => {
  it.each([
    [1, 'ok'],
    [0, 'rejected'],
    [3, 'session-invalid'],
    [2, 'rejected'],
    [-1, 'rejected'],
    [Number.NaN, 'rejected'],
  ])('%d is %s', (status, outcome) => {
    expect(responseOutcome(status)).toBe(outcome)
  })

  it('names the three statuses', () => {
    expect(RESPONSE_STATUS).toEqual({ ok: 1, rejected: 0, sessionInvalid: 3 })
  })
})

describe('§4 tabs', () => {
  it('maps position tabs active → 1 and closed → 2', () => {
    expect(positionTabStatus('active')).toBe(1)
    expect(positionTabStatus('closed')).toBe(2)
    expect(POSITION_TAB_STATUS).toEqual({ active: 1, closed: 2 })
  })

  it('maps trade list tabs Trading Pairs → 0 and History → 1', () => {
    expect(tradeListTabStatus('tradingPairs')).toBe(0)
    expect(tradeListTabStatus('history')).toBe(1)
    expect(TRADE_LIST_TAB_STATUS).toEqual({ tradingPairs: 0, history: 1 })
  })
})

describe('§4 registration steps', () => {
  it('runs 0 → 1 → 2', () => {
    expect(REGISTRATION_STEPS).toEqual([0, 1, 2])
  })
})
