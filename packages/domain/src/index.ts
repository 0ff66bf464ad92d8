export type {
  DepositStage,
  TransferRefusalCode,
  WithdrawalRefusalCode,
} from './back-office.ts'
export {
  BANK_CHANGE_HOLD_MS,
  checkOperatorReason,
  depositStage,
  OPERATOR_REASON_LIMITS,
  TRANSFER_REFUSAL_REASONS,
  WITHDRAWAL_REFUSAL_REASONS,
} from './back-office.ts'
export type { BitProQuote } from './bit-pro.ts'
export { bitProPenalty, bitProProfit, bitProQuote } from './bit-pro.ts'
export type { CategoryFilter, ProductCategory } from './catalogue.ts'
export {
  CATEGORY_FILTERS,
  categoryFiltersFor,
  matchesProductFilter,
  PRODUCT_CATEGORIES,
  parseCategory,
} from './catalogue.ts'
export {
  CHAT_REF,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_UPLOAD_EXTENSIONS,
  canSendChatMessage,
  chatTextExcess,
  IMAGE_EXTENSIONS,
  isImageFile,
  isUploadAllowed,
  lastExtension,
} from './chat.ts'
export type { KlinePeriod, Language } from './constants.ts'
export {
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
export { FEATURED_MERCHANTS } from './content.ts'
export type { PanDecision, PanRefusalCode } from './identity.ts'
export { isPersonalPan, namesMatch, PAN_REFUSAL_REASONS, reviewPan } from './identity.ts'
export type { DayGroup, IndiaDayKind, IndiaMoment, IndiaPeriod } from './india-time.ts'
export {
  groupByIndiaDay,
  indiaDayKey,
  indiaMoment,
  indiaMonth,
  indiaWeek,
  serverMoment,
} from './india-time.ts'
export type { MiningPlanReturns } from './mining-plan.ts'
export {
  MINING_DAY_MS,
  miningDailyIncome,
  miningPlanReturns,
  miningRateBasisPoints,
} from './mining-plan.ts'
export type { Paise } from './money.ts'
export {
  ABBREVIATION_THRESHOLD,
  AMOUNT_MASK,
  abbreviateBalance,
  addPaise,
  formatCompactRupees,
  formatRupees,
  maskAmount,
  maxPaise,
  minPaise,
  multiplyPaise,
  PAISE_PER_RUPEE,
  paise,
  paiseToRupeeString,
  paiseToRupees,
  rupees,
  rupeesToPaise,
  subtractPaise,
  toPaise,
  ZERO_PAISE,
} from './money.ts'
export type { ProductSort, ProductSortKey, SortDirection } from './product-sort.ts'
export { DEFAULT_PRODUCT_SORT, nextProductSort, sortProducts } from './product-sort.ts'
export type { PaymentSplit } from './product-trade.ts'
export {
  canDecreaseQuantity,
  canIncreaseQuantity,
  canPay,
  checkSell,
  clampQuantity,
  DEFAULT_SELL_BALANCE_PERCENT,
  maxBuyQuantity,
  NO_POSITIONS_MESSAGE,
  splitPayment,
  splitSellProceeds,
} from './product-trade.ts'
export type { PrizeRow, RankingFilter } from './ranking.ts'
export {
  PRIZE_TABLES,
  prizeForRank,
  RANKING_FILTERS,
  RANKING_HIGHLIGHTED_COUNT,
  RANKING_TAB_LABELS,
  rankRangeLabel,
} from './ranking.ts'
export { INVITE_REWARD_CONFIG_KEY, invitationReward } from './referral.ts'
export { seededRandom } from './seeded-random.ts'
export type {
  BitProStatusLabel,
  DepositStatusLabel,
  KycLabel,
  KycStage,
  PositionTab,
  ResponseOutcome,
  SalaryLogLabel,
  TradeDirectionLabel,
  TradeListTab,
  TradeResult,
  TradeStatusLabel,
  WithdrawalStatusLabel,
} from './statuses.ts'
export {
  BIT_PRO_ENDED_STATUS,
  bitProStatusLabel,
  depositStatusLabel,
  displayedTradeProfit,
  isKycVerified,
  KYC_REFUSED_STATUS,
  KYC_VERIFIED_STATUS,
  KYC_WAITING_STATUS,
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
export { pickSupportNumber, supportNumbers, whatsAppUrl } from './support.ts'
export type { TradeDirection, TradeReturns } from './trading.ts'
export {
  istTimestampMs,
  miningIncomePercent,
  TRADE_DIRECTION,
  TRADE_DURATION_LABEL,
  TRADE_DURATION_MS,
  TRADE_MIN_AMOUNT,
  TRADE_QUICK_AMOUNTS,
  tradeAmount,
  tradeRateBasisPoints,
  tradeReturns,
  tradeSettlesAtMs,
} from './trading.ts'
export { upiPayUrl } from './upi.ts'
export type { FileKind, UploadCandidate, UploadRefusal, UploadRules, UploadVerdict } from './upload.ts'
export {
  AVATAR_PICK_RULES,
  AVATAR_UPLOAD_RULES,
  CHAT_UPLOAD_RULES,
  checkUpload,
  claimedFileKind,
  declaredTypeFits,
  maxUploadBytes,
  sniffFileKind,
  UPLOAD_HEAD_BYTES,
} from './upload.ts'
export {
  birthDateForDisplay,
  birthDateFromDisplay,
  EARLIEST_BIRTH_YEAR,
} from './validation/birth-date.ts'
export { canSignIn, checkField, checkSelection, maxLengthOf } from './validation/check-field.ts'
export {
  BANK_BIND_ONCE_NOTICE,
  NO_BANK_BOUND_MESSAGE,
  RULE_MESSAGES,
  SELECTION_MESSAGES,
} from './validation/messages.ts'
export type { RuleId, SelectionRuleId } from './validation/rule-ids.ts'
export { RULE_IDS, SELECTION_RULE_IDS } from './validation/rule-ids.ts'
export type { WithdrawalSource } from './wallet.ts'
export {
  LEGACY_WITHDRAWAL_FEE_PERCENT,
  shouldShowUpi,
  WITHDRAWAL_SOURCE,
  withdrawalQuote,
} from './wallet.ts'
