import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from './catalogue.ts'
import { hd } from './hd-catalogue.ts'
import { I18nProvider } from './i18n.tsx'
import { useTimeFormat } from './use-time-format.ts'

addCatalogue('hd', hd)

function inLocale(locale: 'en' | 'hd') {
  return ({ children }: { children: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>
}

afterEach(() => vi.useRealTimers())

describe('useTimeFormat', () => {
  it('says Today, Yesterday or the date, in India time', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 15, 0), toFake: ['Date'] })
    const { result } = renderHook(() => useTimeFormat(), { wrapper: inLocale('en') })
    expect(result.current.at('2026-11-24 19:45:17').replace(/\s/g, ' ')).toBe('Today, 7:45 pm')
    expect(result.current.at('2026-11-23 08:05:00').replace(/\s/g, ' ')).toBe('Yesterday, 8:05 am')
    expect(result.current.at('2026-11-02 19:45:17').replace(/\s/g, ' ')).toBe('2 Nov 2026, 7:45 pm')
  })

  it('speaks the reader’s language and shows an unreadable time as sent', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 15, 0), toFake: ['Date'] })
    const { result } = renderHook(() => useTimeFormat(), { wrapper: inLocale('hd') })
    expect(result.current.at('2026-11-24 19:45:17')).toMatch(/^Aaj, /)
    expect(result.current.at('soon')).toBe('soon')
  })
})
