import { describe, expect, it } from 'vitest'
import {
  BIT_PRO_ACTIVE_DURATION_DAYS,
  BIT_PRO_DURATIONS,
  BIT_PRO_QUICK_AMOUNTS,
  CHAT_DB_VERSION,
  DEFAULT_CANDLE_COUNT,
  DEFAULT_DEPOSIT_AMOUNT,
  DEFAULT_INVITE_CODE,
  DEPOSIT_AMOUNTS,
  KLINE_PERIODS,
  KYC_FEE,
  klineSymbol,
  LANGUAGES,
  LINE_CHART_MAX_POINTS,
  LINE_CHART_MIN_POINTS,
  OTP_LENGTH,
  REFERRAL_LEVELS,
  REWARD_LIST_SIZE,
  TEAM_LEVELS,
  TIMINGS,
} from './constants.ts'
import { formatRupees } from './money.ts'

describe('§9 constants', () => {
  it('lists the default deposit amounts in paise with 600 preselected', () => {
    expect(DEPOSIT_AMOUNTS.map(formatRupees)).toEqual([
      '₹600.00',
      '₹3,000.00',
      '₹6,000.00',
      '₹10,000.00',
      '₹20,000.00',
      '₹30,000.00',
      '₹50,000.00',
      '₹1,00,000.00',
    ])
    expect(DEFAULT_DEPOSIT_AMOUNT).toBe(60000)
    expect(DEPOSIT_AMOUNTS).toContain(DEFAULT_DEPOSIT_AMOUNT)
  })

  it('has the BIT Pro quick amounts and durations, 30 days active', () => {
    expect(BIT_PRO_QUICK_AMOUNTS).toEqual([600000, 1000000, 5000000, 10000000, 20000000])
    expect(BIT_PRO_DURATIONS).toEqual([
      { days: 3, label: '3 Days' },
      { days: 30, label: '30 Days' },
    ])
    expect(BIT_PRO_ACTIVE_DURATION_DAYS).toBe(30)
  })

  it('has the KYC fee, OTP length and default invite code', () => {
    expect(formatRupees(KYC_FEE)).toBe('₹6,000.00')
    expect(OTP_LENGTH).toBe(6)
    expect(DEFAULT_INVITE_CODE).toBe('66666')
  })

  it('has the display timings', () => {
    expect(TIMINGS).toEqual({
      bannerSlideMs: 4000,
      loadingHideMs: 100,
      refreshSpinnerMs: 800,
      requestTimeoutMs: 5000,
      languageReloadMs: 300,
      bankUpdateReturnMs: 1500,
    })
  })

  it('has the referral, chart, chat and language facts', () => {
    expect(REFERRAL_LEVELS).toBe(3)
    expect(TEAM_LEVELS).toHaveLength(REFERRAL_LEVELS)
    expect(DEFAULT_CANDLE_COUNT).toBe(30)
    expect([LINE_CHART_MIN_POINTS, LINE_CHART_MAX_POINTS]).toEqual([20, 50])
    expect(KLINE_PERIODS).toEqual(['1min', '5min', '15min', '30min', '1day'])
    expect(CHAT_DB_VERSION).toBe(2)
    expect(LANGUAGES).toEqual(['en', 'hd', 'hi'])
    expect(REWARD_LIST_SIZE).toBe(10)
  })

  it('builds the kline symbol', () => {
    expect(klineSymbol('btcusdt', '5min')).toBe('market.btcusdt.kline.5min')
  })
})
