import { vi } from 'vitest'

type Answer = unknown | Error | ((params: URLSearchParams | FormData | string) => unknown)

/**
 * A fake API and chat host for screen tests: maps a call path ('notice/info', 'chat_msg_list') to its
 * envelope or to a function of the request's parameters. Unknown paths answer status 0, so a test notices a
 * call it did not expect. Returns the fetch mock.
 */
export function fakeServer(routes: Readonly<Record<string, Answer>>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '')
    const answer = routes[path]
    if (answer === undefined) return json({ status: 0, info: `unexpected ${path}` })
    if (answer instanceof Error) throw answer
    if (typeof answer !== 'function') return json(answer)
    const body = init?.body
    const params =
      body instanceof FormData ? body : body ? new URLSearchParams(String(body)) : url.searchParams
    return json(answer(params))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}

export const ok = (data?: unknown, info = 'ok') => ({ status: 1, info, data })

/** The calls made to one path (query or body parameters), for assertions. */
export function callsTo(fetch: ReturnType<typeof fakeServer>, path: string): string[] {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input)), init }))
    .filter(({ url }) => url.pathname.replace(/^\/api\//, '').replace(/^\//, '') === path)
    .map(({ url, init }) => (init?.body && !(init.body instanceof FormData) ? String(init.body) : url.search))
}
