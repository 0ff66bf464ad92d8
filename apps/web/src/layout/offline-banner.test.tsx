import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../i18n/catalogue.ts'
import { hi } from '../i18n/hi-catalogue.ts'
import { renderView } from '../test/render-view.tsx'
import { OfflineBanner } from './offline-banner.tsx'

addCatalogue('hi', hi)

const text = (element: HTMLElement | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? ''
/** The banner, a polite status region (the feedback host has its own status regions). */
const banner = () => document.querySelector<HTMLElement>('.offline-banner[role="status"]') ?? undefined
const AS_OF = Date.UTC(2026, 10, 24, 14, 15) // 7:45 pm in India

afterEach(() => vi.useRealTimers())

describe('OfflineBanner', () => {
  it('says the phone is offline and when the data was loaded, in India time', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 16, 0), toFake: ['Date'] })
    renderView(<OfflineBanner notice={{ asOf: AS_OF, offline: true }} onRetry={() => {}} />)
    const shown = text(banner())
    expect(shown).toContain('Offline, as of Today, 7:45 pm')
    expect(shown).toContain('It refreshes by itself when you are back online.')
    // Offline, Retry would only fail: the screen reloads by itself.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('offers Retry when the phone is online but the server was out of reach', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 16, 0), toFake: ['Date'] })
    const onRetry = vi.fn()
    renderView(<OfflineBanner notice={{ asOf: AS_OF, offline: false }} onRetry={onRetry} />)
    expect(text(banner())).toContain('Could not reach Mandi, showing data as of Yesterday, 7:45 pm')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('speaks hd and hi, and draws nothing without a notice', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 16, 0), toFake: ['Date'] })
    const hd = renderView(<OfflineBanner notice={{ asOf: AS_OF, offline: true }} />, { locale: 'hd' })
    expect(text(banner())).toMatch(/^Aap offline hain, Aaj, 7:45/)
    hd.unmount()
    const hi = renderView(<OfflineBanner notice={{ asOf: AS_OF, offline: true }} />, { locale: 'hi' })
    expect(text(banner())).toMatch(/^आप ऑफ़लाइन हैं, आज, /)
    hi.unmount()
    const none = renderView(<OfflineBanner notice={null} />)
    expect(none.container.querySelector('.offline-banner')).toBeNull()
  })
})
