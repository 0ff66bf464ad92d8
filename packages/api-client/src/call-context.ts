import type { $Fetch } from 'ofetch'
import type { CallContext } from './calls/context.ts'
import { DEFAULT_LANGUAGE } from './headers.ts'
import type { RawFetch } from './http.ts'
import { createSessionGuard } from './session-guard.ts'

export const DEFAULT_TIMEOUT_MS = 5000

/** What every HTTP call shares: the two hosts, the headers, the time-out, the session guard, the fetch. */
export interface CallContextConfig {
  /** API host, e.g. `http://localhost:8080/api`. */
  readonly baseUrl: string
  /** Chat host, e.g. `http://localhost:8081`. */
  readonly chatBaseUrl: string
  /** Read before every request and every chat (re)connection; signed-out values are never sent. */
  readonly getToken: () => string | null | undefined
  /** Value of the `lang` header; `en` by default (§6). */
  readonly language?: string
  /** Per-request time-out; 5000 ms by default (§7). */
  readonly timeoutMs?: number
  /** Called once per ended session (status 3 or chat close 4001), however many calls were in flight. */
  readonly onSessionInvalid?: () => void
  /** An ofetch instance or its `raw` (tests, interceptors); the default is ofetch's, loaded lazily. */
  readonly fetch?: RawFetch
}

/**
 * ofetch's own `raw`, with ofetch (and its helpers, ~4 KB gzip) loaded by the first request that is sent. A
 * screen whose first answers the boot script fetched, read without a call (first-reads), does not load it.
 * Offline it fails as fetch does, without trying the import: Chromium (150) keeps a failed dynamic import
 * failed for the page's life, which would fail every later request too.
 */
export const lazyOfetch: RawFetch = {
  raw: ((request, options) =>
    globalThis.navigator?.onLine === false
      ? Promise.reject(new TypeError('Failed to fetch: the browser is offline'))
      : import('ofetch').then(({ ofetch }) => ofetch.raw(request, options))) as $Fetch['raw'],
}

/**
 * The transport shared by the call groups (`productCalls(context)`, `userCalls(context)`, …) and the chat
 * feed (`createChatFeed(url, context.http)`). One context means one session guard: however many groups and
 * feeds are built on it, an ended session is reported once. Building it connects nothing, and this module
 * does not import Effect: a screen that reads its first answers without Effect (first-reads) shares it.
 */
export function createCallContext(config: CallContextConfig): CallContext {
  return {
    http: {
      getToken: config.getToken,
      language: config.language ?? DEFAULT_LANGUAGE,
      timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      guard: createSessionGuard(config.onSessionInvalid),
      fetch: config.fetch ?? lazyOfetch,
    },
    baseUrl: config.baseUrl,
    chatBaseUrl: config.chatBaseUrl,
  }
}
