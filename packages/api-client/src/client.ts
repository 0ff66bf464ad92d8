import type { Stream } from 'effect'
import { type CallContextConfig, createCallContext } from './call-context.ts'
import { type AuthCalls, authCalls } from './calls/auth.ts'
import { type BankCalls, bankCalls } from './calls/bank.ts'
import { type ChannelCalls, channelCalls } from './calls/channel.ts'
import { type ChatCalls, chatCalls } from './calls/chat.ts'
import { type MarketHistoryCalls, marketHistoryCalls } from './calls/market.ts'
import { type MiningCalls, miningCalls } from './calls/mining.ts'
import { type NoticeCalls, noticeCalls } from './calls/notice.ts'
import { type PageCalls, pageCalls } from './calls/page.ts'
import { type PasskeyCalls, passkeyCalls } from './calls/passkey.ts'
import { type PayCalls, payCalls } from './calls/pay.ts'
import { type PayoutCalls, payoutCalls } from './calls/payout.ts'
import { type ProCalls, proCalls } from './calls/pro.ts'
import { type ProductCalls, productCalls } from './calls/product.ts'
import { type RankingCalls, rankingCalls } from './calls/ranking.ts'
import { type RewardCalls, rewardCalls } from './calls/reward.ts'
import { type SalaryCalls, salaryCalls } from './calls/salary.ts'
import { type TeamCalls, teamCalls } from './calls/team.ts'
import { type TradeCalls, tradeCalls } from './calls/trade.ts'
import { type UserCalls, userCalls } from './calls/user.ts'
import type { SessionInvalid } from './errors.ts'
import { imageUrl } from './images.ts'
import type { ChatMessage } from './schemas/chat.ts'
import type { KlinePeriod, Tick } from './schemas/market.ts'
import { type ChatHandlers, createChatFeed } from './socket/chat-feed.ts'
import { createKlineFeed, type KlineHandlers } from './socket/kline-feed.ts'
import { chatStream, klineStream } from './socket/streams.ts'
import { DEFAULT_BUFFER_SIZE, type SocketOptions, type Subscription } from './socket/types.ts'

/** The transport's settings (CallContextConfig) plus the image hosts and the two sockets. */
export interface ApiClientConfig extends CallContextConfig {
  /** Host that relative product (and avatar) image paths live on. */
  readonly imageBaseUrl: string
  /** Host that relative chat file paths live on. */
  readonly chatImageBaseUrl: string
  /** Kline socket, e.g. `ws://localhost:8080/ws/kline`. */
  readonly socketUrl: string
  /** Chat socket, e.g. `ws://localhost:8081/ws/chat`. */
  readonly chatSocketUrl: string
  /** WebSocket constructor, timers, randomness, back-off and buffer bounds of the live feeds. */
  readonly socket?: SocketOptions
}

export interface MarketCalls extends MarketHistoryCalls {
  /** Live candles of `market.{code}.kline.{period}`; callbacks in, `close()` out. */
  readonly subscribeKline: (code: string, period: KlinePeriod, handlers: KlineHandlers) => Subscription
  /** The same feed as a bounded Effect Stream. */
  readonly klineStream: (code: string, period: KlinePeriod) => Stream.Stream<Tick>
}

export interface ChatClient extends ChatCalls {
  /** Incoming messages for the signed-in user; callbacks in, `close()` out. */
  readonly subscribe: (handlers: ChatHandlers) => Subscription
  /** The same feed as a bounded Effect Stream; fails with SessionInvalid when the session ends. */
  readonly stream: () => Stream.Stream<ChatMessage, SessionInvalid>
}

export interface ImageHelpers {
  /** A product or avatar image path as a URL on the product image host ('' when refused or empty). */
  readonly product: (path: string | null | undefined) => string
  /** A chat file path as a URL on the chat file host ('' when refused or empty). */
  readonly chat: (path: string | null | undefined) => string
}

export interface ApiClient {
  readonly product: ProductCalls
  readonly user: UserCalls
  readonly passkey: PasskeyCalls
  readonly auth: AuthCalls
  readonly pay: PayCalls
  readonly payout: PayoutCalls
  readonly bank: BankCalls
  readonly trade: TradeCalls
  readonly market: MarketCalls
  readonly pro: ProCalls
  readonly mining: MiningCalls
  readonly reward: RewardCalls
  readonly notice: NoticeCalls
  readonly page: PageCalls
  readonly team: TeamCalls
  readonly salary: SalaryCalls
  readonly channel: ChannelCalls
  readonly ranking: RankingCalls
  readonly chat: ChatClient
  readonly images: ImageHelpers
}

/**
 * Builds the one client of the contract: every call group and both feeds on one call context. Nothing
 * connects until a call runs or a feed is subscribed. An app that splits its code builds the groups it needs
 * itself (createCallContext and the group factories; README "Per group").
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const context = createCallContext(config)
  const socketOptions = config.socket ?? {}
  const bufferSize = socketOptions.bufferSize ?? DEFAULT_BUFFER_SIZE
  const klineFeed = createKlineFeed(config.socketUrl, socketOptions)
  const chatFeed = createChatFeed(config.chatSocketUrl, context.http, socketOptions)

  return {
    product: productCalls(context),
    user: userCalls(context),
    passkey: passkeyCalls(context),
    auth: authCalls(context),
    pay: payCalls(context),
    payout: payoutCalls(context),
    bank: bankCalls(context),
    trade: tradeCalls(context),
    market: {
      ...marketHistoryCalls(context),
      subscribeKline: (code, period, handlers) => klineFeed.subscribe(code, period, handlers),
      klineStream: (code, period) => klineStream(klineFeed, code, period, bufferSize),
    },
    pro: proCalls(context),
    mining: miningCalls(context),
    reward: rewardCalls(context),
    notice: noticeCalls(context),
    page: pageCalls(context),
    team: teamCalls(context),
    salary: salaryCalls(context),
    channel: channelCalls(context),
    ranking: rankingCalls(context),
    chat: {
      ...chatCalls(context),
      subscribe: (handlers) => chatFeed.subscribe(handlers),
      stream: () => chatStream(chatFeed, bufferSize),
    },
    images: {
      product: (path) => imageUrl(config.imageBaseUrl, path),
      chat: (path) => imageUrl(config.chatImageBaseUrl, path),
    },
  }
}
