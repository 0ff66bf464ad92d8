import { wireAnnouncement } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { go, renderApp } from '../../test/render-app.tsx'

const notice = (id: number, title: string, contents = '<p>Body</p>') =>
  wireAnnouncement({ id, title, summary: `${title} summary`, contents, created_at: '2026-11-20 09:00:00' })

describe('content screens', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('/notify lists announcements and opens one, whose script stays inert', async () => {
    const hostile =
      '<p>Bonus</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">'
    const fetch = fakeServer({
      'notice/list': ok([notice(1, 'Welcome'), notice(3, 'Festival bonus')]),
      'notice/info': ({ params }) => ok(notice(Number(params.get('id')), 'Festival bonus', hostile)),
    })
    renderApp('/notify', { token: 't' })
    fireEvent.click(await screen.findByRole('link', { name: 'Read: Festival bonus' }))
    expect(await screen.findByText(/Bonus/)).toBeTruthy()
    expect(fetch.to('notice/info').map((r) => r.body)).toEqual(['?id=3'])
    expect(document.querySelector('main script')).toBeNull()
    expect(document.querySelector('main [onerror]')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('/notify shows Retry after a failure and loads on Retry', async () => {
    let fail = true
    fakeServer({ 'notice/list': () => (fail ? { status: 0, info: 'down' } : ok([notice(1, 'Welcome')])) })
    renderApp('/notify', { token: 't' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('link', { name: 'Read: Welcome' })).toBeTruthy()
  })

  it('/announcement with a tampered id asks nothing and shows the missing text', async () => {
    const fetch = fakeServer({})
    renderApp('/announcement?id=1%20OR%201', { token: 't' })
    expect(await screen.findByText('This announcement does not exist')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('/page shows the title and content', async () => {
    fakeServer({ 'page/info': ok({ id: 2, title: 'Terms', contents: '<ol><li>One account</li></ol>' }) })
    renderApp('/page?id=2', { token: 't' })
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy()
    expect(screen.getByText(/One account/)).toBeTruthy()
  })

  it('/channel (keep-alive) loads once and not again on return', async () => {
    const fetch = fakeServer({
      'channel/list': ok([{ id: 1, msg: '<p>Signal one</p>', created_at: '2026-11-21 10:00:00' }]),
      'notice/list': ok([]),
    })
    renderApp('/channel', { token: 't' })
    expect(await screen.findByText(/Signal one/)).toBeTruthy()
    go('/notify')
    expect(await screen.findByText('No announcements yet')).toBeTruthy()
    go('/channel')
    expect(await screen.findByText(/Signal one/)).toBeTruthy()
    expect(fetch.to('channel/list').map((r) => r.body)).toHaveLength(1)
  })

  it('/channel (keep-alive) pages with Show more and keeps its pages on return', async () => {
    const message = (id: number) => ({ id, msg: `Signal ${id}`, created_at: '2026-11-21 10:00:00' })
    const fetch = fakeServer({
      'channel/list': ({ params }) =>
        ok(params.get('page') === '2' ? [message(51)] : Array.from({ length: 50 }, (_, i) => message(i + 1))),
      'notice/list': ok([]),
    })
    renderApp('/channel', { token: 't' })
    expect(await screen.findByText('Signal 50')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Signal 51')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    go('/notify')
    expect(await screen.findByText('No announcements yet')).toBeTruthy()
    go('/channel')
    expect(await screen.findByText('Signal 51')).toBeTruthy()
    expect(fetch.to('channel/list').map((r) => r.body)).toEqual(['', '?page=2'])
  })

  it('/find refreshes the cards and opens the detail modal', async () => {
    let title = 'Invite and earn'
    const fetch = fakeServer({
      'channel/list': () =>
        ok([{ id: 1, title, msg: 'Earn ₹500', status: 0, action: '', created_at: '2026-11-19 09:00:00' }]),
    })
    renderApp('/find', { token: 't' })
    expect(await screen.findByText('Invite and earn')).toBeTruthy()
    expect(fetch.to('channel/list').map((r) => r.body)).toEqual(['?tp=1'])
    title = 'Mining week'
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('Mining week')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Details: Mining week' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mining week' })
    expect(dialog.textContent).toContain('Earn ₹500')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
