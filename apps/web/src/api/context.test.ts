import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productApi } from './calls/product.ts'
import { userApi } from './calls/user.ts'
import { saveLogin } from './storage.ts'
import { toPromise } from './to-promise.ts'

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

describe('the call context and the groups built on it', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the stored token and ends the session once when parallel calls of several groups answer status 3', async () => {
    saveLogin({ id: 1, name: 'Demo', token: 'tok-1', code: 'D1' }, '9876543210')
    localStorage.setItem('chat_first_login', '1')
    window.location.hash = '#/profile'
    const seen: string[] = []
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('token') ?? '')
      return answer({ status: 3, info: 'session expired' })
    })
    const clear = vi.spyOn(Storage.prototype, 'clear')
    const replace = vi.spyOn(window.history, 'replaceState')

    const results = await Promise.allSettled([
      toPromise(userApi.info()),
      toPromise(userApi.supportContact()),
      toPromise(productApi.list()),
    ])

    expect(seen).toEqual(['tok-1', 'tok-1', 'tok-1'])
    for (const result of results) {
      expect(result.status === 'rejected' && result.reason).toMatchObject({ _tag: 'SessionInvalid' })
    }
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect(clear).toHaveBeenCalledOnce()
    expect(replace).toHaveBeenCalledOnce()
    expect({ ...localStorage }).toEqual({ chat_first_login: '1' })
  })

  it('sends no token when signed out', async () => {
    const seen: (string | null)[] = []
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('token'))
      return answer({ status: 1, info: 'ok', data: [] })
    })
    await toPromise(productApi.list())
    expect(seen).toEqual([null])
  })
})
