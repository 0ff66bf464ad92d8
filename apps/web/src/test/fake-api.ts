import { type FakeReply, ok, stubFetch, unexpected } from './fake-fetch.ts'

export { ok }

type Answer = FakeReply | ((body: string) => unknown)

/**
 * A fake server for screen tests: maps a call path (e.g. 'pay/create') to its envelope, or to a function of
 * the request body. Unknown paths answer status 0, so a test notices a call it did not expect. Returns the
 * fetch mock to assert on what was sent.
 */
export function fakeApi(routes: Readonly<Record<string, Answer>>) {
  return stubFetch(({ url, path, init }) => {
    const answer = routes[path]
    if (answer === undefined) return unexpected(path)
    if (answer instanceof Error) throw answer
    return typeof answer === 'function' ? answer(String(init?.body ?? url.search)) : answer
  })
}

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
