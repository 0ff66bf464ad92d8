import type { Stream } from 'effect'
import type { $Fetch } from 'ofetch'
import { type AuthCalls, authCalls } from './calls/auth.ts'
import { type BankCalls, bankCalls } from './calls/bank.ts'
import { type ChannelCalls, channelCalls } from './calls/channel.ts'
import { type ChatCalls, chatCalls } from './calls/chat.ts'
import type { CallContext } from './calls/context.ts'
import { type MarketHistoryCalls, marketHistoryCalls } from './calls/market.ts'
import { type MiningCalls, miningCalls } from './calls/mining.ts'
import { type NoticeCalls, noticeCalls } from './calls/notice.ts'
import { type PageCalls, pageCalls } from './calls/page.ts'
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
import { DEFAULT_LANGUAGE } from './headers.ts'
import { defaultFetch } from './http.ts'
import { imageUrl } from './images.ts'
import type { ChatMessage } from './schemas/chat.ts'
import type { KlinePeriod, Tick } from './schemas/market.ts'
import { createSessionGuard } from './session-guard.ts'
import { type ChatHandlers, createChatFeed } from './socket/chat-feed.ts'
import { createKlineFeed, type KlineHandlers } from './socket/kline-feed.ts'
import { chatStream, klineStream } from './socket/streams.ts'
import { DEFAULT_BUFFER_SIZE, type SocketOptions, type Subscription } from './socket/types.ts'

export const DEFAULT_TIMEOUT_MS = 5000

export interface ApiClientConfig {
  /** API host, e.g. `http://localhost:8080/api`. */
  readonly baseUrl: string
  /** Chat host, e.g. `http://localhost:8081`. */
  readonly chatBaseUrl: string
  /** Host that relative product (and avatar) image paths live on. */
  readonly imageBaseUrl: string
  /** Host that relative chat file paths live on. */
  readonly chatImageBaseUrl: string
  /** Kline socket, e.g. `ws://localhost:8080/ws/kline`. */
  readonly socketUrl: string
  /** Chat socket, e.g. `ws://localhost:8081/ws/chat`. */
  readonly chatSocketUrl: string
  /** Read before every request and every chat (re)connection; signed-out values are never sent. */
  readonly getToken: () => string | null | undefined
  /** Value of the `lang` header; `en` by default (§6). */
  readonly language?: string
  /** Per-request time-out; 5000 ms by default (§7). */
  readonly timeoutMs?: number
  /** Called once per ended session (status 3 or chat close 4001), however many calls were in flight. */
  readonly onSessionInvalid?: () => void
  /** An ofetch instance (tests, interceptors); the default is ofetch's. */
  readonly fetch?: $Fetch
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

/** Builds the one client of the contract. Nothing connects until a call runs or a feed is subscribed. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const guard = createSessionGuard(config.onSessionInvalid)
  const context: CallContext = {
    http: {
      getToken: config.getToken,
      language: config.language ?? DEFAULT_LANGUAGE,
      timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      guard,
      fetch: config.fetch ?? defaultFetch,
    },
    baseUrl: config.baseUrl,
    chatBaseUrl: config.chatBaseUrl,
  }
  const socketOptions = config.socket ?? {}
  const bufferSize = socketOptions.bufferSize ?? DEFAULT_BUFFER_SIZE
  const klineFeed = createKlineFeed(config.socketUrl, socketOptions)
  const chatFeed = createChatFeed(config.chatSocketUrl, { getToken: config.getToken, guard }, socketOptions)

  return {
    product: productCalls(context),
    user: userCalls(context),
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
