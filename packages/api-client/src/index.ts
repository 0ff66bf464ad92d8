export type { CallContextConfig } from './call-context.ts'
export { createCallContext, DEFAULT_TIMEOUT_MS, lazyOfetch } from './call-context.ts'
export type { AuthCalls, LoginInput } from './calls/auth.ts'
export { authCalls } from './calls/auth.ts'
export type { BankCalls } from './calls/bank.ts'
export { bankCalls } from './calls/bank.ts'
export type { ChannelCalls } from './calls/channel.ts'
export { channelCalls } from './calls/channel.ts'
export type { ChatCalls, ChatPage, ChatSendInput, ChatUploadInput } from './calls/chat.ts'
export { CHAT_PLATFORM, chatCalls } from './calls/chat.ts'
export type { Call, CallContext, GuardedCall } from './calls/context.ts'
export { allPages, LIST_PAGE_SIZE } from './calls/context.ts'
export type { MarketHistoryCalls } from './calls/market.ts'
export { marketHistoryCalls } from './calls/market.ts'
export type { MiningCalls, MiningOrderInput, PageRequest } from './calls/mining.ts'
export { miningCalls } from './calls/mining.ts'
export type { NoticeCalls } from './calls/notice.ts'
export { noticeCalls } from './calls/notice.ts'
export type { PageCalls } from './calls/page.ts'
export { pageCalls } from './calls/page.ts'
export type { ConfirmAction, PasskeyCalls } from './calls/passkey.ts'
export { passkeyCalls } from './calls/passkey.ts'
export type { DepositInput, PayCalls } from './calls/pay.ts'
export { payCalls } from './calls/pay.ts'
export type { PayoutCalls, WithdrawalAck, WithdrawalInput } from './calls/payout.ts'
export { payoutCalls } from './calls/payout.ts'
export type { ProCalls } from './calls/pro.ts'
export { proCalls } from './calls/pro.ts'
export type { BuyInput, PositionStatus, ProductCalls, SellInput } from './calls/product.ts'
export { productCalls } from './calls/product.ts'
export type { RankingCalls } from './calls/ranking.ts'
export { rankingCalls } from './calls/ranking.ts'
export type { RewardCalls } from './calls/reward.ts'
export { rewardCalls } from './calls/reward.ts'
export type { SalaryCalls } from './calls/salary.ts'
export { salaryCalls } from './calls/salary.ts'
export type { TeamCalls } from './calls/team.ts'
export { teamCalls } from './calls/team.ts'
export type { TradeAck, TradeCalls, TradeInput, TradeListStatus } from './calls/trade.ts'
export { tradeCalls } from './calls/trade.ts'
export type { UserCalls } from './calls/user.ts'
export { userCalls } from './calls/user.ts'
export type { ApiClient, ApiClientConfig, ChatClient, ImageHelpers, MarketCalls } from './client.ts'
export { createApiClient } from './client.ts'
export type { ApiError, PriceGuardError } from './errors.ts'
export {
  DecodeError,
  NetworkError,
  PriceChanged,
  RateChanged,
  ServerRejected,
  SessionInvalid,
  TimeoutError,
} from './errors.ts'
export {
  createIdempotencyKey,
  DEFAULT_LANGUAGE,
  IDEMPOTENCY_KEY_HEADER,
  LANG_HEADER,
  TOKEN_HEADER,
  usableToken,
} from './headers.ts'
export type { Ack, Encoding, HttpContext, RawFetch } from './http.ts'
export { joinUrl, normalisePath } from './http.ts'
export { imageUrl, NO_IMAGE } from './images.ts'
export type { PasskeyRefusal } from './passkey-refusal.ts'
export { passkeyRefusal } from './passkey-refusal.ts'
export type { GuardedError } from './price-guard.ts'
export { Announcement, PageContent, UnreadNotices } from './schemas/announcement.ts'
export {
  LoginForm,
  LoginResult,
  PasswordChangeForm,
  RegistrationForm,
  ResetPasswordForm,
} from './schemas/auth.ts'
export { BankAccount, BankAccountForm, BankAccountUpdateForm } from './schemas/bank-account.ts'
export { Activity, ChannelMessage } from './schemas/channel.ts'
export {
  AdminContact,
  ChatAutoReply,
  ChatMessage,
  ChatMessageType,
  ChatReadReceipt,
  ChatSender,
  ChatSendResult,
  ChatUploadResult,
} from './schemas/chat.ts'
export { Envelope, ResponseStatus } from './schemas/envelope.ts'
export { KlineList, KlinePeriod, klineSymbol, Tick, TickFrame } from './schemas/market.ts'
export { MiningOrder, MiningProduct } from './schemas/mining.ts'
export { Confirmation, ConfirmOptions, Passkey, PasskeyOptions } from './schemas/passkey.ts'
export { DepositBank, DepositLimits, PaymentChannel, PaymentOrder } from './schemas/payment.ts'
export { HeldPosition, Position, PositionProduct } from './schemas/position.ts'
export { ProInvestment, ProTotals } from './schemas/pro.ts'
export { PriceHistoryEntry, ProductInfo, ProductSummary } from './schemas/product.ts'
export { OwnRanking, RankingEntry, RankingField, RankingMember } from './schemas/ranking.ts'
export { RewardEntry } from './schemas/reward.ts'
export { SalaryLog } from './schemas/salary.ts'
export { SettlementEntry, TransactionType } from './schemas/settlement.ts'
export { ConfigKey, FrameHosts, SupportContact, SysConfig } from './schemas/support.ts'
export { TeamLevel, TeamMember, TeamSummary } from './schemas/team.ts'
export { TradeDirection, TradeOrder, TradeRate } from './schemas/trade.ts'
export { TradePlaced } from './schemas/trade-placed.ts'
export { FaceIconResult, UserInfo } from './schemas/user.ts'
export { VerificationForm, VerificationRecord } from './schemas/verification.ts'
export {
  DepositRecord,
  SalaryWithdrawal,
  WalletRecord,
  WithdrawalRecord,
} from './schemas/wallet-record.ts'
export { Money, PaiseValue, Text, Timestamp, WireBoolean, WireInt, WireNumber } from './schemas/wire.ts'
export { WithdrawalReceipt } from './schemas/withdrawal-receipt.ts'
export { backoffDelay } from './socket/backoff.ts'
export type { ChatFeed, ChatFeedContext, ChatHandlers } from './socket/chat-feed.ts'
export { CHAT_SESSION_INVALID_CLOSE, createChatFeed } from './socket/chat-feed.ts'
export type { KlineFeed, KlineHandlers } from './socket/kline-feed.ts'
export { createKlineFeed } from './socket/kline-feed.ts'
export type { ReconnectingSocket, ReconnectingSocketOptions } from './socket/reconnecting-socket.ts'
export { createReconnectingSocket } from './socket/reconnecting-socket.ts'
export { chatStream, klineStream } from './socket/streams.ts'
export type {
  BackoffPolicy,
  ConnectionState,
  DroppedFrame,
  SocketOptions,
  Subscription,
  Timers,
  WebSocketConstructor,
  WebSocketLike,
} from './socket/types.ts'
export { DEFAULT_BACKOFF, DEFAULT_BUFFER_SIZE, DEFAULT_IDLE_TIMEOUT_MS } from './socket/types.ts'
