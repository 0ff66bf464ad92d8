import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeServer, ok } from '../test/fake-server.ts'
import { productApi } from './calls/product.ts'
import { userApi } from './calls/user.ts'
import { saveLogin } from './storage.ts'
import { toPromise } from './to-promise.ts'

describe('the call context and the groups built on it', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the stored token and ends the session once when parallel calls of several groups answer status 3', async () => {
    saveLogin({ id: 1, name: 'Demo', token: 'tok-1', code: 'D1' }, '9000000000')
    localStorage.setItem('chat_first_login', '1')
    window.location.hash = '#/profile'
    const expired = failure(3, 'session expired')
    const server = fakeServer(
      { 'user/info': expired, 'user/service': expired, 'product/list': expired },
      { strict: true },
    )
    const clear = vi.spyOn(Storage.prototype, 'clear')
    const replace = vi.spyOn(window.history, 'replaceState')

    const results = await Promise.allSettled([
      toPromise(userApi.info()),
      toPromise(userApi.supportContact()),
      toPromise(productApi.list()),
    ])

    expect(server.requests.map((r) => r.headers.get('token') ?? '')).toEqual(['tok-1', 'tok-1', 'tok-1'])
    for (const result of results) {
      expect(result.status === 'rejected' && result.reason).toMatchObject({ _tag: 'SessionInvalid' })
    }
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect(clear).toHaveBeenCalledOnce()
    expect(replace).toHaveBeenCalledOnce()
    expect({ ...localStorage }).toEqual({ chat_first_login: '1' })
  })

  it('sends no token when signed out', async () => {
    const server = fakeServer({ 'product/list': ok([]) }, { strict: true })
    await toPromise(productApi.list())
    expect(server.requests.map((r) => r.headers.get('token'))).toEqual([null])
  })
})
