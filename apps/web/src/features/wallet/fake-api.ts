import { vi } from 'vitest'

type Answer = unknown | ((body: string) => unknown)

/**
 * A fake server for screen tests: maps a call path (e.g. 'pay/create') to its envelope, or to a function of
 * the request body. Unknown paths answer status 0, so a test notices a call it did not expect. Returns the
 * fetch mock to assert on what was sent.
 */
export function fakeApi(routes: Readonly<Record<string, Answer>>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '')
    const answer = routes[path]
    if (answer === undefined) return json({ status: 0, info: `unexpected ${path}` })
    if (answer instanceof Error) throw answer
    return json(typeof answer === 'function' ? answer(String(init?.body ?? url.search)) : answer)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}

export const ok = (data: unknown, info = 'ok') => ({ status: 1, info, data })

/** The path and body of each call made, for assertions. */
export function callsOf(
  fetch: ReturnType<typeof fakeApi>,
): { path: string; body: string; headers: Headers }[] {
  return fetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input))
    return {
      path: url.pathname.replace(/^\/api\//, ''),
      body: String(init?.body ?? url.search),
      headers: new Headers(init?.headers),
    }
  })
}
