import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../api/session.ts'
import { catalogueOf } from './catalogue.ts'
import { chooseLocale, detectLocale, htmlLangOf, initialLocale, localeFromBrowser } from './locale.ts'

describe('locale detection (spec §1: browser, then the stored choice)', () => {
  afterEach(() => vi.useRealTimers())

  it('reads Hindi browser languages as hd and anything else as en', () => {
    expect(localeFromBrowser(['hi-IN', 'en'])).toBe('hd')
    expect(localeFromBrowser(['en-IN', 'hi'])).toBe('hd')
    expect(localeFromBrowser(['HI'])).toBe('hd')
    expect(localeFromBrowser(['en-GB', 'ta-IN'])).toBe('en')
    expect(localeFromBrowser([])).toBe('en')
  })

  it('lets a stored choice win over the browser', () => {
    expect(detectLocale(['hi-IN'], 'en')).toBe('en')
    expect(detectLocale(['en-US'], 'hd')).toBe('hd')
  })

  it('falls back to the browser when nothing valid is stored', () => {
    expect(detectLocale(['hi-IN'], null)).toBe('hd')
    expect(detectLocale(['hi-IN'], 'fr')).toBe('hd')
    expect(detectLocale(['en-US'], '')).toBe('en')
  })

  it('reads navigator.languages and localStorage key "lang" at start', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN'])
    expect(initialLocale()).toBe('hd')
    localStorage.setItem('lang', 'en')
    expect(initialLocale()).toBe('en')
  })

  it('stores a language change and reloads after 0.3 s (spec §4)', async () => {
    vi.useFakeTimers()
    const reload = vi.fn()
    changeLanguage('hd', reload)
    await vi.advanceTimersByTimeAsync(0)
    expect(localStorage.getItem('lang')).toBe('hd')
    await vi.advanceTimersByTimeAsync(298)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('tags the page: en, hi-Latn for Hinglish, hi for Devanagari Hindi', () => {
    expect(htmlLangOf('en')).toBe('en')
    expect(htmlLangOf('hd')).toBe('hi-Latn')
    expect(htmlLangOf('hi')).toBe('hi')
  })

  it('a choice before sign-in loads the catalogue, then stores it where the /profile popup does', async () => {
    await chooseLocale('hi')
    expect(catalogueOf('hi').auth?.language.label).toBe('भाषा')
    expect(localStorage.getItem('lang')).toBe('hi')
    expect(initialLocale()).toBe('hi')
  })
})
