import { Cause, Effect, Queue, Stream } from 'effect'
import { SessionInvalid } from '../errors.ts'
import type { ChatMessage } from '../schemas/chat.ts'
import type { KlinePeriod, Tick } from '../schemas/market.ts'
import type { ChatFeed } from './chat-feed.ts'
import type { KlineFeed } from './kline-feed.ts'
import { DEFAULT_BUFFER_SIZE } from './types.ts'

/**
 * The kline feed as an Effect Stream. The buffer is bounded and slides: a slow consumer loses the oldest
 * ticks, which later ticks of the same candle supersede anyway. The subscription closes with the stream.
 */
export function klineStream(
  feed: KlineFeed,
  code: string,
  period: KlinePeriod,
  bufferSize = DEFAULT_BUFFER_SIZE,
): Stream.Stream<Tick> {
  return Stream.callback<Tick>(
    (queue) =>
      Effect.acquireRelease(
        Effect.sync(() => feed.subscribe(code, period, { onTick: (tick) => Queue.offerUnsafe(queue, tick) })),
        (subscription) => Effect.sync(() => subscription.close()),
      ),
    { bufferSize, strategy: 'sliding' },
  )
}

/**
 * Incoming chat messages as an Effect Stream, bounded and sliding like the kline stream (the chat screen
 * reloads history on entry, so dropping under pressure loses no stored message). It fails with
 * SessionInvalid when the server ends the session.
 */
export function chatStream(
  feed: ChatFeed,
  bufferSize = DEFAULT_BUFFER_SIZE,
): Stream.Stream<ChatMessage, SessionInvalid> {
  return Stream.callback<ChatMessage, SessionInvalid>(
    (queue) =>
      Effect.acquireRelease(
        Effect.sync(() =>
          feed.subscribe({
            onMessage: (message) => Queue.offerUnsafe(queue, message),
            onState: (state) => {
              if (state === 'unauthorized') {
                Queue.failCauseUnsafe(
                  queue,
                  Cause.fail(
                    new SessionInvalid({
                      message: 'chat socket: session invalid',
                      path: 'chat socket',
                      info: '',
                    }),
                  ),
                )
              }
            },
          }),
        ),
        (subscription) => Effect.sync(() => subscription.close()),
      ),
    { bufferSize, strategy: 'sliding' },
  )
}
