import { jsonResponse, stubFetch, unexpected } from './fake-fetch.ts'

/** An answer the test gives later: the request stays in flight until `release`. */
export const HELD = Symbol('held')

type Answer = unknown | typeof HELD

interface Held {
  readonly resolve: (response: Response) => void
}

/**
 * A fake server for screen tests of a submit in flight: each call path answers its envelope at once, except
 * paths mapped to `HELD`, which wait until the test calls `release(path, envelope)`. So a test can look at
 * the form while its request is pending, then end it with the answer it chooses. Unknown paths answer
 * status 0, so a call the test did not expect shows.
 */
export function heldApi(routes: Readonly<Record<string, Answer>>) {
  const held = new Map<string, Held[]>()
  const calls: { path: string; body: string }[] = []
  stubFetch(({ url, path, init }) => {
    calls.push({ path, body: String(init?.body ?? url.search) })
    const answer = routes[path]
    if (answer !== HELD) return answer ?? unexpected(path)
    return new Promise<Response>((resolve, reject) => {
      held.set(path, [...(held.get(path) ?? []), { resolve }])
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
  })
  return {
    calls,
    /** How many requests of `path` are waiting. */
    pending: (path: string) => held.get(path)?.length ?? 0,
    /** Answers the oldest waiting request of `path`. */
    release: (path: string, envelope: unknown) => {
      const next = held.get(path)?.shift()
      if (!next) throw new Error(`no request of ${path} is waiting`)
      next.resolve(jsonResponse(envelope))
    },
  }
}
