// The public API of @mandi/state-machines: one machine per flow, its types and its helpers.

export type {
  BankBindContext,
  BankBindEmitted,
  BankBindEvent,
  BankBindField,
  BankBindInput,
} from './bank-bind.machine.ts'
export { bankBindMachine } from './bank-bind.machine.ts'
export type {
  BankAccountFields,
  BankUpdateContext,
  BankUpdateEmitted,
  BankUpdateEvent,
  BankUpdateField,
  BankUpdateInput,
  BankUpdateRequest,
} from './bank-update.machine.ts'
export { bankUpdateMachine } from './bank-update.machine.ts'
export type {
  BitProInvestContext,
  BitProInvestEmitted,
  BitProInvestEvent,
  BitProInvestment,
  BitProTotals,
} from './bit-pro-invest.machine.ts'
export { bitProInvestMachine } from './bit-pro-invest.machine.ts'
export type {
  BitProTransferContext,
  BitProTransferEmitted,
  BitProTransferEvent,
  TransferKind,
  TransferRequest,
} from './bit-pro-transfer.machine.ts'
export { bitProTransferMachine } from './bit-pro-transfer.machine.ts'
export type {
  ChatAutoFacts,
  ChatContext,
  ChatEmitted,
  ChatEntry,
  ChatEntryStatus,
  ChatEvent,
  ChatFile,
  ChatInput,
  ChatSendRequest,
  ChatUploadRequest,
  IncomingChatMessage,
} from './chat.machine.ts'
export { chatMachine } from './chat.machine.ts'
export type {
  DepositContext,
  DepositEmitted,
  DepositEvent,
  DepositInput,
  DepositRequest,
  PaymentChannel,
  PaymentOrder,
} from './deposit.machine.ts'
export { DEPOSIT_NETWORK_FAILURE, depositMachine } from './deposit.machine.ts'
export type {
  ForgotPasswordContext,
  ForgotPasswordEmitted,
  ForgotPasswordEvent,
  ForgotPasswordField,
} from './forgot-password.machine.ts'
export { FORGOT_PASSWORD_BUTTON, forgotPasswordMachine } from './forgot-password.machine.ts'
export type { LoginContext, LoginEmitted, LoginEvent, LoginSession } from './login.machine.ts'
export { canSubmitLogin, loginMachine } from './login.machine.ts'
export type {
  Candle,
  FeedConnection,
  MarketFeedContext,
  MarketFeedEmitted,
  MarketFeedEvent,
  SubscribeTicks,
  TickHandlers,
} from './market-feed.machine.ts'
export { MAX_CANDLES, marketFeedMachine, mergeTick, tickSource } from './market-feed.machine.ts'
export type {
  MiningOrderContext,
  MiningOrderEmitted,
  MiningOrderEvent,
  MiningOrderRequest,
  MiningPlan,
} from './mining-order.machine.ts'
export { miningOrderMachine, miningOrderSummary } from './mining-order.machine.ts'
export type {
  ConfirmAction,
  MoneyConfirmContext,
  MoneyConfirmEvent,
  MoneyConfirmOutput,
  PasskeyConfirmOutcome,
  PasskeyProblem,
  PasskeyProblemError,
} from './money-confirm.machine.ts'
export { moneyConfirmMachine } from './money-confirm.machine.ts'
export type {
  PasswordChangeContext,
  PasswordChangeEmitted,
  PasswordChangeEvent,
  PasswordChangeField,
  PasswordChangeForm,
} from './password-change.machine.ts'
export { passwordChangeMachine } from './password-change.machine.ts'
export type {
  PositionSellContext,
  PositionSellEmitted,
  PositionSellEvent,
  PositionSellTarget,
} from './position-sell.machine.ts'
export { positionSellMachine } from './position-sell.machine.ts'
export type {
  BuyRequest,
  HeldPosition,
  ProductTradeContext,
  ProductTradeEmitted,
  ProductTradeEvent,
  ProductTradeInput,
  SellRequest,
} from './product-trade.machine.ts'
export { heldQuantity, productTradeMachine, productTradeTotals } from './product-trade.machine.ts'
export { BUY_MESSAGES, SELL_MESSAGES } from './product-trade-messages.ts'
export type {
  RegistrationContext,
  RegistrationEmitted,
  RegistrationEvent,
  RegistrationField,
  RegistrationForm,
  RegistrationInput,
  RegistrationOutput,
} from './registration.machine.ts'
export { RESEND_COOLDOWN_SECONDS, registrationMachine } from './registration.machine.ts'
export type { KeptStorageKey, SessionContext, SessionEmitted, SessionEvent } from './session.machine.ts'
export { sessionMachine } from './session.machine.ts'
export type { ActorNameOf } from './shared/actor-names.ts'
export { actorNamesOf } from './shared/actor-names.ts'
export type { ApiFailure, ApiFailureTag } from './shared/api-failure.ts'
export {
  failureMessage,
  isApiFailure,
  isOutcomeUnknown,
  isSessionInvalid,
  serverInfo,
  thrownMessage,
} from './shared/api-failure.ts'
export type { BackEmitted, NavigateEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
export type { FigureChange } from './shared/price-guard.ts'
export type {
  PlacedTrade,
  SettledTrade,
  TradeDirectionName,
  TradeOrderContext,
  TradeOrderEmitted,
  TradeOrderEvent,
  TradePlacedAnswer,
  TradeRequest,
} from './trade-order.machine.ts'
export { SETTLE_CHECKS, tradeOrderMachine } from './trade-order.machine.ts'
export type {
  VerificationContext,
  VerificationEmitted,
  VerificationEvent,
  VerificationField,
  VerificationForm,
  VerificationRecord,
} from './verification.machine.ts'
export { verificationMachine } from './verification.machine.ts'
export type {
  WithdrawalBank,
  WithdrawalContext,
  WithdrawalEmitted,
  WithdrawalEvent,
  WithdrawalOutcome,
  WithdrawalRequest,
  WithdrawalResult,
  WithdrawalTab,
} from './withdrawal.machine.ts'
export {
  availableBalance,
  exceedsAvailable,
  WITHDRAWAL_OVER_BALANCE,
  WITHDRAWAL_REQUEST_FAILED,
  withdrawalMachine,
  withdrawalTotals,
} from './withdrawal.machine.ts'
