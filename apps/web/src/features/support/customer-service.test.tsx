import { wireSupportContact } from '@mandi/api-client/test-support'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { renderView } from '../../test/render-view.tsx'
import { CustomerServiceView } from './customer-service-view.tsx'
import { LIVE_CHAT_ORIGIN, liveChatFrom, telegramUrl } from './live-chat.ts'

describe('live chat and telegram links', () => {
  it('accepts strict channel and code only, on the fixed provider origin', () => {
    expect(liveChatFrom(null, null)).toEqual({ kind: 'none' })
    expect(liveChatFrom('support', 'ab_c-1')).toEqual({
      kind: 'ok',
      url: `${LIVE_CHAT_ORIGIN}/chat/support?code=ab_c-1`,
    })
    for (const [channel, code] of [
      ['a/b', 'x'],
      ['a', 'x&host=evil'],
      ['@evil.example', 'x'],
      ['a', null],
      ['a'.repeat(65), 'x'],
    ] as const) {
      expect(liveChatFrom(channel, code)).toEqual({ kind: 'invalid' })
    }
  })

  it('builds a t.me link from a username or a t.me link only', () => {
    expect(telegramUrl('@mandi_support')).toBe('https://t.me/mandi_support')
    expect(telegramUrl('https://t.me/mandi')).toBe('https://t.me/mandi')
    expect(telegramUrl('javascript:alert(1)')).toBeNull()
    expect(telegramUrl('')).toBeNull()
  })
})

describe('CustomerServiceView', () => {
  const base = { onRetry: () => {}, liveChat: { kind: 'none' } as const, frameHosts: [LIVE_CHAT_ORIGIN] }

  it('links WhatsApp and Telegram in a new tab, and the in-app chat', () => {
    renderView(
      <CustomerServiceView
        {...base}
        status="success"
        whatsAppHref="https://wa.me/911"
        telegramHref="https://t.me/m_s"
      />,
    )
    const wa = screen.getByRole('link', { name: 'Chat on WhatsApp' })
    expect(wa.getAttribute('href')).toBe('https://wa.me/911')
    expect(wa.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Chat on Telegram' }).getAttribute('href')).toBe(
      'https://t.me/m_s',
    )
    expect(screen.getByRole('link', { name: 'Chat in the app' }).getAttribute('href')).toBe('/chat')
  })

  it('frames the live chat and refuses an invalid link', () => {
    const { rerender } = renderView(
      <CustomerServiceView
        {...base}
        status="success"
        whatsAppHref={null}
        telegramHref={null}
        liveChat={liveChatFrom('s', 'c')}
      />,
    )
    expect(screen.getByTitle('Live chat with support').getAttribute('src')).toBe(
      `${LIVE_CHAT_ORIGIN}/chat/s?code=c`,
    )
    rerender(
      <CustomerServiceView
        {...base}
        status="success"
        whatsAppHref={null}
        telegramHref={null}
        liveChat={{ kind: 'invalid' }}
      />,
    )
    expect(screen.queryByTitle('Live chat with support')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('This live chat link is not valid.')
  })

  it('opens the live chat in a new tab when its provider is not an allowed frame origin (the default)', () => {
    const { container } = renderView(
      <CustomerServiceView
        {...base}
        frameHosts={[]}
        status="success"
        whatsAppHref={null}
        telegramHref={null}
        liveChat={liveChatFrom('s', 'c')}
      />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    const link = screen.getByRole('link', { name: `Open ${new URL(LIVE_CHAT_ORIGIN).host} in a new tab` })
    expect(link.getAttribute('href')).toBe(`${LIVE_CHAT_ORIGIN}/chat/s?code=c`)
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('shows loading and error states; with no messaging contact, only the in-app chat, and says so', () => {
    const onRetry = vi.fn()
    const props = { ...base, whatsAppHref: null, telegramHref: null, onRetry }
    const { rerender } = renderView(<CustomerServiceView {...props} status="loading" />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<CustomerServiceView {...props} status="empty" />)
    expect(
      screen.getByText(
        /^Chat with support in the app: it answers automatically about your account until a person from support answers.$/,
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/WhatsApp|Telegram/)).toBeNull()
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/chat'])
    rerender(<CustomerServiceView {...props} status="error" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalled()
  })
})

describe('/service', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('links one of the configured numbers', async () => {
    fakeServer({ 'user/service': ok(wireSupportContact({ wa: '919000000001, 919000000002', tg: '' })) })
    renderApp('/service', { token: 't' })
    const link = await screen.findByRole('link', { name: 'Chat on WhatsApp' })
    expect(['https://wa.me/919000000001', 'https://wa.me/919000000002']).toContain(link.getAttribute('href'))
    expect(screen.queryByRole('link', { name: 'Chat on Telegram' })).toBeNull()
  })

  it('frames the live chat only when the server lists its provider (sys/frame_hosts), else links it', async () => {
    const contact = ok(wireSupportContact({ wa: '919000000001', tg: '' }))
    fakeServer({ 'user/service': contact, 'sys/frame_hosts': ok({ hosts: [LIVE_CHAT_ORIGIN] }) })
    const first = renderApp('/service?channel=s&code=c', { token: 't' })
    expect((await screen.findByTitle('Live chat with support')).getAttribute('src')).toBe(
      `${LIVE_CHAT_ORIGIN}/chat/s?code=c`,
    )
    first.unmount()
    vi.unstubAllGlobals()
    // A server that frames nothing, or cannot say: a link that opens a new tab.
    for (const hosts of [ok({ hosts: [] }), { status: 0, info: 'Not found' }]) {
      fakeServer({ 'user/service': contact, 'sys/frame_hosts': hosts })
      const view = renderApp('/service?channel=s&code=c', { token: 't' })
      expect((await screen.findByRole('link', { name: /in a new tab$/ })).getAttribute('href')).toBe(
        `${LIVE_CHAT_ORIGIN}/chat/s?code=c`,
      )
      expect(view.container.querySelector('iframe')).toBeNull()
      view.unmount()
      vi.unstubAllGlobals()
    }
  })
})
