import { describe, expect, it, vi } from 'vitest'
import { APP_PACKAGE_INFO_PATH, fetchAppPackageHref } from './app-package.ts'

const ORIGIN = 'https://mandi.example'
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))
const check = (fetchFn: typeof fetch) => fetchAppPackageHref(new AbortController().signal, fetchFn, ORIGIN)

describe('fetchAppPackageHref', () => {
  it('asks the info path on the app origin and returns the package address when available', async () => {
    const fetchFn = answer({ available: true, href: '/download/mandi.apk' })
    expect(await check(fetchFn)).toBe('/download/mandi.apk')
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toBe(`${ORIGIN}${APP_PACKAGE_INFO_PATH}`)
    expect(await check(answer({ available: true, href: 'https://cdn.example/mandi.apk' }))).toBe(
      'https://cdn.example/mandi.apk',
    )
  })

  it('says there is no package when the server says so or has published nothing (404)', async () => {
    expect(await check(answer({ available: false }))).toBeNull()
    expect(await check(answer({ status: 0, info: 'Not found' }, 404))).toBeNull()
  })

  it('fails (so the screen offers Retry) on a server error, a network failure or an odd answer', async () => {
    await expect(check(answer({}, 500))).rejects.toThrow('500')
    await expect(
      check(
        vi.fn(async () => {
          throw new TypeError('Failed to fetch')
        }),
      ),
    ).rejects.toThrow('Failed to fetch')
    await expect(check(vi.fn(async () => new Response('<!doctype html>', { status: 200 })))).rejects.toThrow()
    // Never links a foreign scheme or a protocol-relative address.
    await expect(check(answer({ available: true, href: 'javascript:alert(1)' }))).rejects.toThrow()
    await expect(check(answer({ available: true, href: '//evil.example/x.apk' }))).rejects.toThrow()
    await expect(check(answer({ available: true }))).rejects.toThrow()
  })

  it('gives up after the 5 s request time-out', async () => {
    vi.useFakeTimers()
    try {
      const hanging = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      )
      const result = check(hanging as unknown as typeof fetch)
      const settled = expect(result).rejects.toThrow('aborted')
      await vi.advanceTimersByTimeAsync(5000)
      await settled
    } finally {
      vi.useRealTimers()
    }
  })
})
