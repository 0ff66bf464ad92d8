import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { App } from './app.tsx'
import { fakeOps, signedInAs } from './test/fake-ops.ts'
import { financeOperator, supportOperator } from './test/fixtures.ts'

// The live feed is a socket; here each test drives the inbox by hand.
const feed = vi.hoisted(() => ({ changed: (_userId: number) => {} }))
vi.mock('./api/ops-feed.ts', () => ({
  subscribeOpsFeed: (handlers: { onChanged: (userId: number) => void }) => {
    feed.changed = handlers.onChanged
    return { close: () => {} }
  },
}))

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  return { location, ...render(<App locationHook={location.hook} />) }
}

afterEach(() => vi.unstubAllGlobals())

describe('the console', () => {
  it('opens a conversation, marks the user’s messages read, and answers as its agent', async () => {
    const server = fakeOps()
    signedInAs(supportOperator)
    renderAt('/inbox/7/1')
    expect(await screen.findByRole('heading', { name: 'Demo User with Support desk' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST conversations/7/1/read'),
    )
    expect(server.calls.every((c) => c.auth === 'Bearer test-token')).toBe(true)
    expect(await screen.findByText('ending 3210')).toBeTruthy()

    const field = screen.getByLabelText('Answer as Support desk') as HTMLTextAreaElement
    await userEvent.type(field, 'Your refund is on its way.')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await vi.waitFor(() => expect(field.value).toBe(''))
    expect(server.calls.find((c) => c.path === 'conversations/7/1/messages')?.body).toEqual({
      content: 'Your refund is on its way.',
    })
  })

  it('keeps what was typed when an answer is not sent', async () => {
    const server = fakeOps()
    server.routes['POST conversations/7/1/messages'] = () => ({
      status: 500,
      body: { error: 'Server error' },
    })
    signedInAs(supportOperator)
    renderAt('/inbox/7/1')
    const field = (await screen.findByLabelText('Answer as Support desk')) as HTMLTextAreaElement
    await userEvent.type(field, 'Checking now.')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The answer was not sent. It is still here; try again.',
    )
    expect(field.value).toBe('Checking now.')
  })

  it('sends a retried answer under the same Idempotency-Key, and the next answer under a new one', async () => {
    const server = fakeOps()
    const ok = server.routes['POST conversations/7/1/messages']
    let lost = true
    server.routes['POST conversations/7/1/messages'] = (call) => {
      if (!lost) return ok?.(call) ?? 'network'
      lost = false
      return 'network'
    }
    signedInAs(supportOperator)
    renderAt('/inbox/7/1')
    const field = (await screen.findByLabelText('Answer as Support desk')) as HTMLTextAreaElement
    await userEvent.type(field, 'Your refund is on its way.')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toContain('not sent')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await vi.waitFor(() => expect(field.value).toBe(''))
    await userEvent.type(field, 'Anything else?')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await vi.waitFor(() => expect(field.value).toBe(''))
    const keys = server.calls.filter((c) => c.path === 'conversations/7/1/messages').map((c) => c.key)
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('fetches the list and the open conversation again when the live feed says they changed', async () => {
    const server = fakeOps()
    signedInAs(supportOperator)
    renderAt('/inbox/7/1')
    await screen.findByRole('heading', { name: 'Demo User with Support desk' })
    const count = (path: string) => server.calls.filter((c) => c.method === 'GET' && c.path === path).length
    const before = { list: count('conversations'), open: count('conversations/7/1') }
    feed.changed(7)
    await vi.waitFor(() => expect(count('conversations/7/1')).toBe(before.open + 1))
    expect(count('conversations')).toBe(before.list + 1)
    // Another user's change does not refetch the open conversation.
    feed.changed(9)
    await vi.waitFor(() => expect(count('conversations')).toBe(before.list + 2))
    expect(count('conversations/7/1')).toBe(before.open + 1)
  })

  it('opens only the finance role’s pages to finance: the money queues, every operator’s audit log, no inbox', async () => {
    const server = fakeOps()
    signedInAs(financeOperator)
    const { location } = renderAt('/')
    expect(await screen.findByRole('heading', { name: 'Money queues' })).toBeTruthy()
    expect(location.history?.at(-1)).toBe('/queues/withdrawals')
    const nav = screen.getByRole('navigation', { name: 'Console' })
    expect(within(nav).queryByRole('link', { name: 'Support inbox' })).toBeNull()
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit log' }))
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy()
    await vi.waitFor(() => expect(server.calls.map((c) => c.path)).toContain('audit/all'))
  })

  it('signs out on the server, and says so when the server ends a session', async () => {
    const server = fakeOps()
    signedInAs(supportOperator)
    renderAt('/inbox')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('You are signed out.')).toBeTruthy()
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST sign-out')
    expect(sessionStorage.getItem('mandi-ops-session')).toBeNull()
  })

  it('goes back to the sign-in when a call finds the session ended', async () => {
    const server = fakeOps()
    server.routes['GET conversations'] = () => ({
      status: 401,
      body: { error: 'Sign in again', reason: 'session' },
    })
    signedInAs(supportOperator)
    renderAt('/inbox')
    expect(await screen.findByText('Your session ended. Sign in again.')).toBeTruthy()
    expect(screen.getByLabelText('Login')).toBeTruthy()
  })
})
