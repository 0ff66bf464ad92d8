import { envelope, failure } from '@mandi/api-client/test-support'
import { vi } from 'vitest'

/**
 * The one fake server of the web tests (issue 31): fetch stubbed with routes by call path ('product/list',
 * 'chat_msg_list'), each answering wire data built with @mandi/api-client/test-support's typed builders.
 * It records every request, lets a test change one path's answer, hold a request until the test releases
 * it (a delay driven by the test, never by real time), answer an HTTP error, a malformed body or a network
 * failure. A path with no route answers status 0 naming it (or, with `strict`, fails the fetch; with
 * `fallback`, answers that), so a call the test did not expect shows.
 */

export { envelope as ok, failure }

/** A request as the fake server saw it. */
export interface FakeRequest {
  readonly url: URL
  /** 'GET', 'POST', ... */
  readonly method: string
  /** The call's path without /api/ ('product/list'), or its path at the root of the chat host. */
  readonly path: string
  /** Query and form fields together (a multipart body's text fields too). */
  readonly params: URLSearchParams
  /** A multipart body (chat upload, avatar), as sent. */
  readonly form: FormData | undefined
  /** The raw form body, or the query string of a GET. */
  readonly body: string
  readonly headers: Headers
}

/** Marks a path whose requests wait until the test calls `release(path, answer)`. */
export const HELD = Symbol('held')

/** An envelope sent as JSON, a Response as it is, an Error thrown as a network failure, or HELD. */
export type FakeAnswer =
  | { readonly status: number; readonly info?: string | null; readonly msg?: string; readonly data?: unknown }
  | Response
  | Error
  | typeof HELD

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)

export interface FakeServerOptions {
  /** A path with no route fails the fetch instead of answering status 0. */
  readonly strict?: boolean
  /** The answer of every path with no route (e.g. a network failure for all: no connection). */
  readonly fallback?: FakeRoute
}

/** An HTTP error answer (no envelope). */
export const httpError = (status: number) => new Response('', { status })

/** A 200 answer whose body is not JSON. */
export const malformed = () =>
  new Response('<html>not json', { status: 200, headers: { 'content-type': 'application/json' } })

/** A 200 answer with any JSON body (one that is not an envelope, e.g. download/package.json). */
export const rawJson = (body: unknown) => json(body)

/** A network failure: fetch rejects. */
export const networkError = () => new TypeError('Failed to fetch')

/** Stubs the global fetch with the fake server; returns the fetch mock with the server's controls. */
export function fakeServer(routes: Readonly<Record<string, FakeRoute>>, options: FakeServerOptions = {}) {
  const table = new Map<string, FakeRoute>(Object.entries(routes))
  const held = new Map<string, ((response: Response) => void)[]>()

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = readRequest(input, init)
    const route = table.get(request.path) ?? options.fallback
    if (route === undefined) {
      if (options.strict) throw new Error(`fakeServer: no route for ${request.path}`)
      return json(failure(0, `unexpected ${request.path}`))
    }
    const answer = typeof route === 'function' ? await route(request) : route
    if (answer === HELD) {
      return new Promise<Response>((resolve, reject) => {
        held.set(request.path, [...(held.get(request.path) ?? []), resolve])
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    if (answer instanceof Error) throw answer
    return answer instanceof Response ? answer : json(answer)
  })
  vi.stubGlobal('fetch', fetch)

  // Read from the mock's calls, so a request answered by a test's own mockImplementationOnce counts too.
  const requests = () => fetch.mock.calls.map(([input, init]) => readRequest(input, init))
  // A getter (Object.assign would copy the getter's first value, an empty list).
  Object.defineProperty(fetch, 'requests', { get: requests })
  return Object.assign(
    fetch as typeof fetch & { /** Every request, in order. */ readonly requests: FakeRequest[] },
    {
      /** The requests of one path, in order. */
      to: (path: string) => requests().filter((request) => request.path === path),
      /** Changes one path's answer for the following requests. */
      answer: (path: string, route: FakeRoute) => void table.set(path, route),
      /** How many requests of `path` are held. */
      pending: (path: string) => held.get(path)?.length ?? 0,
      /** Answers the oldest held request of `path`. */
      release: (path: string, answer: Exclude<FakeAnswer, typeof HELD | Error>) => {
        const next = held.get(path)?.shift()
        if (!next) throw new Error(`no request of ${path} is waiting`)
        next(answer instanceof Response ? answer : json(answer))
      },
    },
  )
}

export type FakeServer = ReturnType<typeof fakeServer>

function readRequest(input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
  const raw = init?.body
  const form = raw instanceof FormData ? raw : undefined
  const text = typeof raw === 'string' || raw instanceof URLSearchParams ? String(raw) : undefined
  const params = new URLSearchParams(url.search)
  if (text !== undefined) for (const [key, value] of new URLSearchParams(text)) params.set(key, value)
  for (const [key, value] of form ?? []) if (typeof value === 'string') params.set(key, value)
  return {
    url,
    method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    path: url.pathname.replace(/^.*?\/api\//, '').replace(/^\//, ''),
    params,
    form,
    body: text ?? url.search,
    headers: new Headers(init?.headers),
  }
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}
