import { stubFetch } from './fake-fetch.ts'

export type FakeAnswer = { status: 0 | 1 | 3; info?: string; data?: unknown }
export type FakeRoute = (request: {
  params: URLSearchParams
  headers: Headers
}) => FakeAnswer | Response | Promise<FakeAnswer | Response>

/**
 * Test helper: stubs fetch with an api that answers by path (`'pro/list'`), reading GET queries and form
 * bodies alike into `params`; a route may return a raw `Response`. Unknown paths fail the test loudly. Returns the mock to inspect the calls.
 */
export function fakeApi(routes: Record<string, FakeRoute | FakeAnswer>) {
  return stubFetch(async ({ url, init }) => {
    const path = url.pathname.replace(/^.*\/api\//, '')
    const route = routes[path]
    if (!route) throw new Error(`fakeApi: no route for ${path}`)
    const params = new URLSearchParams(url.search)
    readForm(init?.body, params)
    // A route may answer a raw Response, e.g. a body that is not JSON.
    return typeof route === 'function' ? await route({ params, headers: new Headers(init?.headers) }) : route
  }, 'http://localhost')
}

/** The calls made to one path, in order, as their params. */
export function callsTo(fetch: ReturnType<typeof fakeApi>, path: string): URLSearchParams[] {
  return fetch.mock.calls
    .filter(([input]) => String(input).includes(`/api/${path}`))
    .map(([input, init]) => {
      const params = new URLSearchParams(new URL(String(input), 'http://localhost').search)
      readForm(init?.body, params)
      return params
    })
}

function readForm(body: unknown, into: URLSearchParams): void {
  if (typeof body !== 'string' && !(body instanceof URLSearchParams)) return
  for (const [key, value] of new URLSearchParams(String(body))) into.set(key, value)
}
