/** Small helpers for the setup phase (plain fetch; the load itself goes through autocannon or src/user-loops.ts). */

export interface Envelope {
  status: number
  info: string
  data?: unknown
}

export class SetupError extends Error {}

export interface Api {
  base: string
  get(path: string, token: string, query?: Record<string, string>): Promise<Envelope>
  post(path: string, body: Record<string, string>, token?: string, key?: string): Promise<Envelope>
}

/**
 * fetch that sends a request again after a 503 with Retry-After (the server shed it and did nothing, http/
 * admission.ts), as often as it takes: the setup has no time-out to keep.
 */
export async function fetchPatiently(url: string, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const response = await fetch(url, init)
    const wait = response.status === 503 ? response.headers.get('retry-after') : null
    if (wait === null || !/^\d+$/.test(wait)) return response
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, Number(wait) * 1000 * (1 + Math.random() / 4)))
  }
}

export function apiAt(origin: string): Api {
  const base = `${origin}/api/`
  const call = async (url: string, init: RequestInit): Promise<Envelope> => {
    const response = await fetchPatiently(url, init)
    if (response.status !== 200) throw new SetupError(`${url}: HTTP ${response.status}`)
    return (await response.json()) as Envelope
  }
  return {
    base,
    get: (path, token, query = {}) =>
      call(`${base}${path}?${new URLSearchParams(query)}`, { headers: { token } }),
    post: (path, body, token, key) => {
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
      if (token) headers.token = token
      if (key) headers['idempotency-key'] = key
      return call(`${base}${path}`, { method: 'POST', headers, body: new URLSearchParams(body).toString() })
    },
  }
}

/** The envelope's data when status is 1; otherwise the setup cannot go on. */
export function okData<T>(what: string, answer: Envelope): T {
  if (answer.status !== 1) throw new SetupError(`${what}: status ${answer.status} (${answer.info})`)
  return answer.data as T
}

/** Runs `task` over `items` with at most `limit` at a time, in order of start. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
