export { Announcement, PageContent } from './schemas/announcement.ts'
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
  ChatMessage,
  ChatMessageType,
  ChatSender,
  ChatSendResult,
  ChatUploadResult,
} from './schemas/chat.ts'
export { Envelope, ResponseStatus } from './schemas/envelope.ts'
export { KlineList, KlinePeriod, Tick, TickFrame } from './schemas/market.ts'
export { MiningProduct } from './schemas/mining.ts'
export { DepositBank, DepositLimits, PaymentChannel, PaymentOrder } from './schemas/payment.ts'
export { HeldPosition, Position, PositionProduct } from './schemas/position.ts'
export { ProInvestment, ProTotals } from './schemas/pro.ts'
export { PriceHistoryEntry, ProductInfo, ProductSummary } from './schemas/product.ts'
export { RankingEntry, RankingField, RankingMember } from './schemas/ranking.ts'
export { RewardEntry } from './schemas/reward.ts'
export { SalaryLog } from './schemas/salary.ts'
export { SettlementEntry, TransactionType } from './schemas/settlement.ts'
export { ConfigKey, SupportContact, SysConfig } from './schemas/support.ts'
export { TeamLevel, TeamMember, TeamSummary } from './schemas/team.ts'
export { TradeDirection, TradeOrder, TradeRate } from './schemas/trade.ts'
export { FaceIconResult, UserInfo } from './schemas/user.ts'
export { VerificationForm, VerificationRecord } from './schemas/verification.ts'
export {
  DepositRecord,
  SalaryWithdrawal,
  WalletRecord,
  WithdrawalRecord,
} from './schemas/wallet-record.ts'
export { Money, PaiseValue, Text, Timestamp, WireBoolean, WireInt, WireNumber } from './schemas/wire.ts'
