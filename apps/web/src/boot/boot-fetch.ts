import type { RawFetch } from '@mandi/api-client'
import type { $Fetch, FetchOptions, FetchRequest, FetchResponse } from 'ofetch'
import { BOOT_GLOBAL, type BootAnswer, type BootReply, requestKey } from './boot.ts'

/**
 * How old a boot answer may be when a screen asks for it: measured from when the boot script sent it. The
 * boot runs a moment before the entry, so on any phone the screen asks well within this; later, the screen
 * asks the server itself.
 */
export const BOOT_ANSWER_MAX_AGE_MS = 10_000

export interface BootFetchOptions {
  /** The requests the boot script started (by default window.__mandiBoot, read once and removed). */
  readonly answers?: () => readonly BootAnswer[]
  readonly now?: () => number
  /** Resolves relative addresses (default: the page's). */
  readonly base?: () => string
}

function takeFromPage(): readonly BootAnswer[] {
  const target = globalThis as unknown as Record<string, unknown>
  const answers = target[BOOT_GLOBAL]
  delete target[BOOT_GLOBAL]
  return Array.isArray(answers) ? (answers as BootAnswer[]) : []
}

function header(options: FetchOptions | undefined, name: string): string | null {
  return new Headers(options?.headers as HeadersInit | undefined).get(name)
}

/** Waits for the boot's reply unless the caller gives up first (its time-out or an interruption). */
export function waitForBootReply(reply: Promise<BootReply | null>, signal: AbortSignal | null | undefined) {
  if (!signal) return reply
  return new Promise<BootReply | null>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * The answers the boot script started, as the app takes them: each once, for the first GET of its address
 * with the same token and language within BOOT_ANSWER_MAX_AGE_MS. A screen's first read (api/first-read.ts)
 * and the api-client's transport (withBootAnswers) take from the same pool; a first read that cannot use an
 * answer gives it back, so the call gets that very answer instead of asking again.
 */
export interface BootAnswers {
  /**
   * The answer for a request (its address and query, its token and lang headers, its method), removed from
   * the pool; undefined when there is none to use. Any method but GET drops every answer not used yet, as
   * they may no longer be true.
   */
  readonly take: (
    request: string,
    query: Readonly<Record<string, unknown>> | undefined,
    headers: { readonly token: string | null; readonly lang: string | null },
    method?: string,
  ) => BootAnswer | undefined
  /** Puts back an answer taken but not used, for the next GET of its address. */
  readonly giveBack: (answer: BootAnswer) => void
  /** Drops every answer not used yet (a write was sent: they may no longer be true). */
  readonly drop: () => void
}

export function createBootAnswers(options: BootFetchOptions = {}): BootAnswers {
  const { answers = takeFromPage, now = Date.now, base = () => globalThis.location?.href } = options
  let pending: Map<string, BootAnswer> | null = null
  const waiting = () => {
    pending ??= new Map(answers().map((answer) => [answer.key, answer]))
    return pending
  }
  return {
    take(request, query, headers, method = 'GET') {
      const unused = waiting()
      if (unused.size === 0) return undefined
      if (method.toUpperCase() !== 'GET') {
        unused.clear()
        return undefined
      }
      const key = requestKey(request, query, base())
      const answer = unused.get(key)
      if (!answer) return undefined
      unused.delete(key)
      const fresh = now() - answer.startedAt <= BOOT_ANSWER_MAX_AGE_MS
      const same = headers.token === answer.token && headers.lang === answer.lang
      return fresh && same ? answer : undefined
    },
    giveBack(answer) {
      waiting().set(answer.key, answer)
    },
    drop() {
      waiting().clear()
    },
  }
}

/**
 * The api-client's fetch with the boot script's head start (boot.ts): the first GET of an address the boot
 * script asked for, with the same token and language and within BOOT_ANSWER_MAX_AGE_MS, gets that answer
 * instead of a new request; the answer then goes through the client's usual checks and decoding. Each answer
 * is used once. Too old, another token or language, no answer or an HTTP error: the request is sent as
 * usual, so nothing is shown twice and nothing is lost. Any other method (a write) drops the answers not yet
 * used, as they may no longer be true. `raw` is all the api-client uses.
 */
export function withBootAnswers(inner: RawFetch, pool: BootAnswers | BootFetchOptions = {}): RawFetch {
  const answers = 'take' in pool ? pool : createBootAnswers(pool)

  function claim(request: FetchRequest, init: FetchOptions | undefined): BootAnswer | undefined {
    const method = init?.method ?? 'GET'
    if (typeof request !== 'string') {
      // Not an address the boot keys; a write still drops what is left.
      if (method.toUpperCase() !== 'GET') answers.drop()
      return undefined
    }
    const headers = { token: header(init, 'token'), lang: header(init, 'lang') }
    return answers.take(request, init?.query ?? init?.params, headers, method)
  }

  async function raw(request: FetchRequest, init?: FetchOptions) {
    const answer = claim(request, init)
    if (answer) {
      const reply = await waitForBootReply(answer.reply, init?.signal)
      if (reply && reply.status >= 200 && reply.status <= 299) {
        const response = new Response(reply.text, { status: reply.status }) as FetchResponse<unknown>
        // What ofetch gives for responseType 'text', the only type the api-client asks for.
        response._data = reply.text
        return response
      }
    }
    return inner.raw(request, init)
  }

  return { raw: raw as $Fetch['raw'] }
}
