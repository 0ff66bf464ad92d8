import { apiPath, type FakeReply, ok, stubFetch, unexpected } from './fake-fetch.ts'

export { ok }

type Answer = FakeReply | Error | ((params: URLSearchParams | FormData | string) => unknown)

/**
 * A fake API and chat host for screen tests: maps a call path ('notice/info', 'chat_msg_list') to its
 * envelope or to a function of the request's parameters. Unknown paths answer status 0, so a test notices a
 * call it did not expect. Returns the fetch mock.
 */
export function fakeServer(routes: Readonly<Record<string, Answer>>) {
  return stubFetch(({ url, path, init }) => {
    const answer = routes[path]
    if (answer === undefined) return unexpected(path)
    if (answer instanceof Error) throw answer
    if (typeof answer !== 'function') return answer
    const body = init?.body
    const params =
      body instanceof FormData ? body : body ? new URLSearchParams(String(body)) : url.searchParams
    return answer(params)
  })
}

/** The calls made to one path (query or body parameters), for assertions. */
export function callsTo(fetch: ReturnType<typeof fakeServer>, path: string): string[] {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input)), init }))
    .filter(({ url }) => apiPath(url) === path)
    .map(({ url, init }) => (init?.body && !(init.body instanceof FormData) ? String(init.body) : url.search))
}
