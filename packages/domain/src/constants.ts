import { type Paise, rupees } from './money.ts'

/** §9: recommended deposit amounts until the limit call replaces them. */
export const DEPOSIT_AMOUNTS: readonly Paise[] = [
  600, 3000, 6000, 10_000, 20_000, 30_000, 50_000, 100_000,
].map(rupees)
/** §9: the deposit amount selected when the page opens. */
export const DEFAULT_DEPOSIT_AMOUNT: Paise = rupees(600)

/** §9: BIT Pro quick amounts. */
export const BIT_PRO_QUICK_AMOUNTS: readonly Paise[] = [6000, 10_000, 50_000, 100_000, 200_000].map(rupees)
/** §2, §9: the durations shown; 30 days is the active one. */
export const BIT_PRO_DURATIONS = [
  { days: 3, label: '3 Days' },
  { days: 30, label: '30 Days' },
] as const
export const BIT_PRO_ACTIVE_DURATION_DAYS = 30

/** §2, §9: 'Pay 6000 For Kyc'. */
export const KYC_FEE: Paise = rupees(6000)

/** §9: one-time codes have 6 characters. */
export const OTP_LENGTH = 6
/** §2, §9: the invitation code shown on /download when the query has none. */
export const DEFAULT_INVITE_CODE = '66666'

/** §4, §7, §9: display timings in milliseconds. */
export const TIMINGS = {
  bannerSlideMs: 4000,
  loadingHideMs: 100,
  refreshSpinnerMs: 800,
  requestTimeoutMs: 5000,
  languageReloadMs: 300,
  bankUpdateReturnMs: 1500,
} as const

/** §9: referral teams have three levels. */
export const REFERRAL_LEVELS = 3
/** §2 /direct tabs, level 1 to 3 (§7 user/direct `level`). */
export const TEAM_LEVELS = [1, 2, 3] as const

/** §9: candlestick charts show 30 candles by default; the line chart holds 20 to 50 points. */
export const DEFAULT_CANDLE_COUNT = 30
export const LINE_CHART_MIN_POINTS = 20
export const LINE_CHART_MAX_POINTS = 50

/** §2, §7: chart periods, in the order of the period tabs. */
export const KLINE_PERIODS = ['1min', '5min', '15min', '30min', '1day'] as const
export type KlinePeriod = (typeof KLINE_PERIODS)[number]

/** §7: the market/kline symbol, "market.{code}.kline.{period}". */
export function klineSymbol(code: string, period: KlinePeriod): string {
  return `market.${code}.kline.${period}`
}

/** §7, §9: version of the local chat database. */
export const CHAT_DB_VERSION = 2

/** §1, §2: languages, stored as 'en', 'hd' (Hindi in transliteration) and 'hi' (Hindi in Devanagari, issue 20). */
export const LANGUAGES = ['en', 'hd', 'hi'] as const
export type Language = (typeof LANGUAGES)[number]

/** §2: /reward shows the last ten invitation rewards. */
export const REWARD_LIST_SIZE = 10
