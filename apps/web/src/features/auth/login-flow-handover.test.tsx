import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, HELD } from '../../test/fake-server.ts'
import { field, type } from '../../test/fields.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

// Issue 16: the login machine and XState load with the first keystroke, not with the form. The flow module
// is held here until the test lets it load, so the form is used while the flow is still on its way.
const flowGate = vi.hoisted(() => {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened, requested: 0 }
})
vi.mock('./login-flow.tsx', async (importOriginal) => {
  flowGate.requested++
  await flowGate.opened
  return importOriginal()
})

vi.setConfig({ testTimeout: 20_000 })

describe('/login before its flow has loaded', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('paints the form without the flow, then keeps what is typed and a Sign in pressed meanwhile', async () => {
    localStorage.setItem('mob', '9000000000')
    const api = fakeServer({
      'user/login': { status: 1, info: 'ok', data: { id: 1, name: 'Demo', token: 'tok-1', code: 'D1' } },
      'user/info': HELD,
    })
    renderApp('/login')
    // The kept mobile number is there at once, as the machine would prefill it.
    expect((await screen.findByLabelText<HTMLInputElement>('User ID')).value).toBe('9000000000')
    expect(flowGate.requested).toBe(0)

    type('User ID', '90000000')
    await waitFor(() => expect(flowGate.requested).toBe(1))
    type('User ID', '9000000011')
    type('Password', 'demo1234')
    expect(field('User ID').value).toBe('9000000011')
    expect(field('Password').value).toBe('demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    // Waiting for the flow is signing in: read-only fields, the form busy, nothing sent yet.
    expect(field('Password').readOnly).toBe(true)
    expect(field('Password').closest('form')?.getAttribute('aria-busy')).toBe('true')
    type('Password', 'demo12345')
    expect(field('Password').value).toBe('demo1234')
    expect(api.requests.filter((call) => call.path === 'user/login')).toEqual([])

    flowGate.open()
    await waitFor(() => expect(currentHash()).toBe('#/home'), { timeout: 12_000 })
    expect(api.requests.filter((call) => call.path === 'user/login').map((call) => call.body)).toEqual([
      'mob=9000000011&pass_word=demo1234&finger_login=&token=&tp=1',
    ])
    expect(localStorage.getItem('token')).toBe('tok-1')
    expect(localStorage.getItem('mob')).toBe('9000000011')
  })
})
