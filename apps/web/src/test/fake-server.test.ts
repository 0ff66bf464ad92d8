import { wireProduct } from '@mandi/api-client/test-support'
import { describe, expect, it } from 'vitest'
import { fakeServer, HELD, httpError, malformed, networkError, ok } from './fake-server.ts'

const API = 'http://localhost:3000/api/'

describe('the web tests’ fake server', () => {
  it('answers by call path with builder data, and records what was sent', async () => {
    const server = fakeServer({
      'product/list': ({ params }) => ok([wireProduct({ id: Number(params.get('page')) })]),
    })
    const answer = await (await fetch(`${API}product/list?page=2`)).json()
    expect(answer).toEqual({ status: 1, info: 'ok', data: [wireProduct({ id: 2 })] })
    await fetch(`${API}product/buy`, { method: 'POST', body: 'id=7&num=1', headers: { token: 't' } })
    expect(server.requests.map((r) => r.path)).toEqual(['product/list', 'product/buy'])
    expect(server.to('product/buy').map((r) => [r.params.get('num'), r.headers.get('token')])).toEqual([
      ['1', 't'],
    ])
  })

  it('answers status 0 for a path it does not know, or fails the fetch when strict', async () => {
    fakeServer({})
    expect(await (await fetch(`${API}user/info`)).json()).toEqual({ status: 0, info: 'unexpected user/info' })
    fakeServer({}, { strict: true })
    await expect(fetch(`${API}user/info`)).rejects.toThrow('no route for user/info')
  })

  it('answers every path with no route with the fallback', async () => {
    const server = fakeServer({ 'user/info': ok({}) }, { fallback: networkError() })
    expect((await (await fetch(`${API}user/info`)).json()).status).toBe(1)
    await expect(fetch(`${API}product/list`)).rejects.toThrow('Failed to fetch')
    expect(server.requests.map((r) => r.path)).toEqual(['user/info', 'product/list'])
  })

  it('lets a test change one answer: HTTP error, malformed body, network failure', async () => {
    const server = fakeServer({ 'user/info': ok({}) })
    server.answer('user/info', httpError(502))
    expect((await fetch(`${API}user/info`)).status).toBe(502)
    server.answer('user/info', () => malformed())
    await expect((await fetch(`${API}user/info`)).json()).rejects.toThrow()
    server.answer('user/info', networkError())
    await expect(fetch(`${API}user/info`)).rejects.toThrow('Failed to fetch')
  })

  it('holds a request until the test releases it', async () => {
    const server = fakeServer({ 'user/login': HELD })
    const pending = fetch(`${API}user/login`, { method: 'POST', body: 'mob=9000000000' })
    await expect.poll(() => server.pending('user/login')).toBe(1)
    server.release('user/login', ok(null, 'Signed in'))
    expect(await (await pending).json()).toEqual({ status: 1, info: 'Signed in', data: null })
    expect(() => server.release('user/login', ok())).toThrow('no request of user/login is waiting')
  })
})
