/**
 * The part of the WebSocket interface the feeds use. The browser's WebSocket and the `ws` package both
 * fit, so Node tests and old browsers can inject one.
 */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { readonly data: unknown }) => void) | null
  onclose: ((event: { readonly code: number; readonly reason: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export type WebSocketConstructor = new (url: string) => WebSocketLike

/** Injectable clock, so back-off and idle detection can be tested without waiting. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface BackoffPolicy {
  /** First retry waits up to this long. */
  readonly baseMs: number
  /** No retry waits longer than this. */
  readonly maxMs: number
}

/** Where a feed's connection is. `unauthorized` (chat only) is final: the session ended. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'unauthorized'

/** A frame the feed could not use: not JSON, or not a shape of CONTRACT.md. It was dropped. */
export interface DroppedFrame {
  readonly feed: 'kline' | 'chat'
  readonly reason: string
  readonly frame: unknown
}

export interface SocketOptions {
  /** Defaults to the global WebSocket. */
  readonly webSocket?: WebSocketConstructor
  readonly timers?: Timers
  /** Defaults to Math.random; drives the jitter. */
  readonly random?: () => number
  readonly backoff?: BackoffPolicy
  /** With no frame for this long (pings included) the connection is presumed dead and replaced. */
  readonly idleTimeoutMs?: number
  /** Capacity of the buffer of each Stream adapter; the oldest items are dropped beyond it. */
  readonly bufferSize?: number
  /** Called for every dropped frame, e.g. to count them in telemetry. */
  readonly onFrameDropped?: (dropped: DroppedFrame) => void
}

/** What a subscription gives back. */
export interface Subscription {
  /** Stops delivery; the last subscription of a feed closes its socket, which then never reconnects. */
  close(): void
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 30_000 }
export const DEFAULT_IDLE_TIMEOUT_MS = 45_000
export const DEFAULT_BUFFER_SIZE = 256

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}
