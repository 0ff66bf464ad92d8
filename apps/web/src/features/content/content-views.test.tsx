import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { AnnouncementListView } from './announcement-list-view.tsx'
import { AnnouncementView } from './announcement-view.tsx'
import { FindView } from './find-view.tsx'
import { activities, announcements, channelMessages, HOSTILE_HTML, page } from './fixtures.ts'
import { PageView } from './page-view.tsx'
import { SignalChannelView } from './signal-channel-view.tsx'
import { WebviewView } from './webview-view.tsx'

const noop = () => {}

describe('AnnouncementListView', () => {
  it('lists announcements linking to /announcement?id', () => {
    renderView(<AnnouncementListView status="success" items={announcements} onRetry={noop} />)
    const link = screen.getByRole('link', { name: 'Read: Festival bonus (new, not opened yet)' })
    expect(link.getAttribute('href')).toBe('/announcement?id=3')
    // The one not opened yet says New; the opened one does not.
    expect(link.textContent).toContain('New')
    expect(screen.getByRole('link', { name: 'Read: Welcome to Mandi' }).textContent).not.toContain('New')
    // Titles and summaries are the server's, shown as sent and marked so.
    expect(screen.getByText('Double integral this week.').hasAttribute('data-server-content')).toBe(true)
    expect(screen.getByText('Festival bonus').hasAttribute('data-server-content')).toBe(true)
  })

  it('shows skeletons while loading, the empty text, and Retry on error', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<AnnouncementListView status="loading" items={[]} onRetry={onRetry} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<AnnouncementListView status="empty" items={[]} onRetry={onRetry} />)
    expect(screen.getByText('No announcements yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home')
    rerender(<AnnouncementListView status="error" items={[]} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})

describe('AnnouncementView', () => {
  it('renders hostile HTML inert: no script element, no handler, no javascript: link', () => {
    const { container } = renderView(
      <AnnouncementView status="success" announcement={announcements[1] ?? null} onRetry={noop} />,
    )
    expect(screen.getByRole('heading', { name: 'Festival bonus' })).toBeTruthy()
    // happy-dom cannot run DOMPurify, so RichText fails closed and shows the markup as text (the real
    // sanitising is checked in Chromium by the e2e journey); either way nothing of it becomes live DOM.
    expect(container.textContent).toContain('Offer')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('shows the missing text for an unknown id and Retry on error', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<AnnouncementView status="empty" announcement={null} onRetry={onRetry} />)
    expect(screen.getByText('This announcement does not exist')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy()
    rerender(<AnnouncementView status="error" announcement={null} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalled()
  })
})

describe('PageView', () => {
  it('shows the title and sanitised HTML', () => {
    const { container } = renderView(
      <PageView
        status="success"
        page={{ ...page, contents: `<p>Rules</p>${HOSTILE_HTML}` }}
        onRetry={noop}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Terms of Service' })).toBeTruthy()
    expect(container.textContent).toContain('Rules')
    expect(container.querySelector('script')).toBeNull()
  })

  it('shows loading and missing states', () => {
    const { rerender } = renderView(<PageView status="loading" page={null} onRetry={noop} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<PageView status="empty" page={null} onRetry={noop} />)
    expect(screen.getByText('This page does not exist')).toBeTruthy()
  })
})

describe('WebviewView', () => {
  const allowed = ['https://docs.mandi.example']

  it('frames an https page of an allowed origin, sandboxed and without referrer', () => {
    renderView(<WebviewView url="https://docs.mandi.example/guide" frameHosts={allowed} />)
    const frame = screen.getByTitle('Embedded page')
    expect(frame.getAttribute('src')).toBe('https://docs.mandi.example/guide')
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(frame.getAttribute('sandbox')).toBeTruthy()
  })

  it.each([
    ['no origin is allowed (the default)', []],
    ['another origin is allowed', allowed],
    ['a look-alike host is allowed', ['https://example.com.evil.example']],
  ] as const)('opens any other https page in a new tab when %s, saying why', (_case, frameHosts) => {
    const { container } = renderView(<WebviewView url="https://example.com/offer" frameHosts={frameHosts} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(
      screen.getByText(/For your safety the app only shows pages of approved sites inside it/),
    ).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open example.com in a new tab' })
    expect(link.getAttribute('href')).toBe('https://example.com/offer')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('neither frames nor links while the allowed origins are still asked for', () => {
    const { container } = renderView(<WebviewView url="https://docs.mandi.example/guide" frameHosts={null} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Checking the page…')).toBeTruthy()
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/',
    'https://app@evil.example/',
  ])('refuses %s, with no frame and no link', (url) => {
    const { container } = renderView(
      <WebviewView url={url} frameHosts={[...allowed, 'https://evil.example']} />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('This page cannot be shown here.')
  })

  it('says so when there is no URL', () => {
    renderView(<WebviewView url={null} frameHosts={[]} />)
    expect(screen.getByText('No page to show')).toBeTruthy()
  })
})

describe('SignalChannelView', () => {
  afterEach(() => vi.useRealTimers())

  it('shows each message as server rich text with its time in India time', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T12:00:00+05:30'))
    const { container } = renderView(
      <SignalChannelView status="success" items={channelMessages} onRetry={noop} />,
    )
    expect(container.querySelectorAll('li .mk-rich-text[data-server-content]')).toHaveLength(2)
    expect(container.textContent).toContain('BTC/USDT')
    expect(screen.getByText('Yesterday, 10:00 am')).toBeTruthy()
    expect(container.textContent).not.toContain('2026-11-21 10:00:00')
  })

  it('is in Hindi around the server text: title and chart link translated, the signal as sent', () => {
    renderView(<SignalChannelView status="success" items={channelMessages} onRetry={noop} />, {
      locale: 'hi',
    })
    expect(screen.getByRole('heading', { name: 'ट्रेडिंग संकेत' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'BTC/USDT का चार्ट खोलें' })).toBeTruthy()
    expect(screen.getByText(/CALL signal, entry now/).closest('[data-server-content]')).toBeTruthy()
  })

  it('links a signal that names a pair to that pair chart, and a message without one to nothing', () => {
    renderView(<SignalChannelView status="success" items={channelMessages} onRetry={noop} />)
    const links = screen.getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Open the BTC/USDT chart', '/kline?name=&code=btcusdt&title=BTC%2FUSDT'],
    ])
  })

  it('shows empty and error states', () => {
    const { rerender } = renderView(<SignalChannelView status="empty" items={[]} onRetry={noop} />)
    expect(screen.getByText('No signals yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the markets' }).getAttribute('href')).toBe('/trde')
    rerender(<SignalChannelView status="error" items={[]} onRetry={noop} />)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('FindView', () => {
  const props = { onRetry: noop, onRefresh: async () => {}, onClose: noop }

  it('opens an activity detail and offers its in-app action', () => {
    const onOpen = vi.fn()
    const { rerender } = renderView(
      <FindView status="success" items={activities} selected={null} onOpen={onOpen} {...props} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Details: Invite and earn' }))
    expect(onOpen).toHaveBeenCalledWith(activities[0])
    rerender(
      <FindView
        status="success"
        items={activities}
        selected={activities[0] ?? null}
        onOpen={onOpen}
        {...props}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Invite and earn' })
    expect(dialog.textContent).toContain('Invite 5 friends')
    expect(
      screen.getAllByRole('link', { name: 'Open: Invite and earn' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/share', '/share'])
  })

  it('opens each card feature straight from the card; a card with no in-app action offers only Details', () => {
    const items = [
      ...activities,
      { ...activities[0], id: 9, title: 'Bad link', action: 'javascript:alert(1)' },
    ] as typeof activities
    renderView(<FindView status="success" items={items} selected={null} onOpen={noop} {...props} />)
    expect(screen.getByRole('link', { name: 'Open: Invite and earn' }).getAttribute('href')).toBe('/share')
    expect(screen.getByRole('link', { name: 'Open: Mining week' }).getAttribute('href')).toBe('/buy?id=1')
    expect(screen.queryByRole('link', { name: 'Open: Bad link' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Details: Bad link' })).toBeTruthy()
  })

  it('shows loading, empty and error states and a keyboard refresh button', () => {
    const { rerender } = renderView(
      <FindView status="loading" items={[]} selected={null} onOpen={noop} {...props} />,
    )
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy()
    rerender(<FindView status="empty" items={[]} selected={null} onOpen={noop} {...props} />)
    expect(screen.getByText('No activities right now')).toBeTruthy()
    rerender(<FindView status="error" items={[]} selected={null} onOpen={noop} {...props} />)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
