import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { field, type } from '../../test/fields.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

// Issue 16: the login flow loads with the first keystroke. Offline before it was ever cached, that load
// fails: a Sign in says so (as a failed sign-in would), the form gives back what was typed, and the next
// Sign in tries the load again.
const flowLoad = vi.hoisted(() => ({ failures: 2, requested: 0 }))
vi.mock('./login-flow.tsx', async (importOriginal) => {
  flowLoad.requested++
  if (flowLoad.failures > 0) {
    flowLoad.failures--
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

vi.setConfig({ testTimeout: 20_000 })

describe('/login when its flow cannot load', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says so on Sign in, keeps what was typed, and loads it again on the next Sign in', async () => {
    const api = fakeServer({
      'user/login': { status: 1, info: 'ok', data: { id: 1, name: 'Demo', token: 'tok-1', code: 'D1' } },
    })
    renderApp('/login')
    await screen.findByLabelText('User ID')
    type('User ID', '9000000000')
    type('Password', 'demo1234')
    // The first keystroke's load failed quietly; Sign in loads again, and that fails too.
    await waitFor(() => expect(flowLoad.requested).toBe(1))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Network error occurred'),
    )
    expect(field('Password').readOnly).toBe(false)
    expect(field('User ID').value).toBe('9000000000')
    expect(field('Password').value).toBe('demo1234')
    expect(currentHash()).toBe('#/login')

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentHash()).toBe('#/home'), { timeout: 12_000 })
    expect(flowLoad.requested).toBe(3)
    expect(api.requests.filter((call) => call.path === 'user/login')).toHaveLength(1)
  })
})
