import { vi } from 'vitest'

/**
 * The core of the fake servers the screen tests use (held-api.ts: requests held until released;
 * fake-server.ts: answers of the query or form parameters; fake-api.ts: answers of the raw body;
 * fake-api-strict.ts: an unknown path fails the test): fetch stubbed with a function of the call, its answer
 * sent back as JSON. Each of them only says how it maps a call to an answer.
 */
export interface FakeCall {
  readonly url: URL
  /** The call's path on its host without /api/ ('product/list', 'chat_msg_list'). */
  readonly path: string
  readonly init: RequestInit | undefined
}

/** What a call answers: a body sent as JSON, a Response as it is; an Error thrown is a network failure. */
export type FakeReply = unknown

/** Stubs the global fetch with `answer` and returns the mock, to assert on what was sent. */
export function stubFetch(answer: (call: FakeCall) => FakeReply | Promise<FakeReply>, base?: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), base)
    const reply = await answer({ url, path: apiPath(url), init })
    return reply instanceof Response ? reply : jsonResponse(reply)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The path of a call on the API host (under /api/) or the chat host (at its root). */
export function apiPath(url: URL): string {
  return url.pathname.replace(/^\/api\//, '').replace(/^\//, '')
}

export function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}

/** A status-1 envelope. */
export const ok = (data?: unknown, info = 'ok') => ({ status: 1, info, data })

/** What a path the test did not expect answers: status 0 names it, so the test notices the call. */
export const unexpected = (path: string) => ({ status: 0, info: `unexpected ${path}` })
