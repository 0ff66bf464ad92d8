import { expect, test } from '../support/fixtures.ts'
import {
  addServerString,
  collectServerStrings,
  ownWords,
  SAME_IN_EVERY_LANGUAGE,
  SAME_IN_HINGLISH,
  visibleAppText,
} from '../support/language-sweep.ts'
import { openSettled, sweepRoutes, trackRequests } from '../support/route-sweep.ts'

const LANGUAGES = [
  { locale: 'en', htmlLang: 'en' },
  { locale: 'hd', htmlLang: 'hi-Latn' },
  { locale: 'hi', htmlLang: 'hi' },
] as const
type Locale = (typeof LANGUAGES)[number]['locale']

/**
 * Issue 20's held-out language check: every route of spec §2 is read in English, Hinglish (hd) and Hindi
 * (hi), chosen as a user does (the stored `lang`). The app's own text on screen must differ from English in
 * hi, and in hd except for the words Hinglish shares with English; the server's text (names, notices,
 * `[data-server-content]`), amounts and numbers are left out. `<html lang>` must follow the choice.
 */
test('every route shows its own text in en, hd and hi, and <html lang> follows', async ({
  signedInPage: page,
}) => {
  test.setTimeout(600_000)
  const server = collectServerStrings(page)
  const inFlight = trackRequests(page)
  const routes = await sweepRoutes(page)
  expect(routes).toHaveLength(46)
  // A route's query carries the server's names too (/kline?name=Bitcoin): the app shows them as given.
  for (const route of routes)
    for (const value of new URLSearchParams(route.split('?')[1] ?? '').values())
      addServerString(server, value)
  // The signed-in user's name, from sign-in.
  addServerString(server, await page.evaluate(() => localStorage.getItem('name') ?? ''))
  const seen = new Map<string, Partial<Record<Locale, ReadonlySet<string>>>>()
  const problems: string[] = []
  for (const { locale, htmlLang } of LANGUAGES) {
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), locale)
    await page.reload()
    for (const route of routes) {
      await openSettled(page, route, inFlight)
      const lang = await page.evaluate(() => document.documentElement.lang)
      if (lang !== htmlLang)
        problems.push(`${route} (${locale}): <html lang="${lang}">, expected "${htmlLang}"`)
      seen.set(route, { ...seen.get(route), [locale]: new Set(await page.evaluate(visibleAppText)) })
    }
  }
  // Compared once every screen has been read, so every name the server sent is known. One line per route and
  // language; texts that differ only in their numbers ("Rank 1", "Rank 2") count once.
  const hinglish = [...SAME_IN_EVERY_LANGUAGE, ...SAME_IN_HINGLISH]
  for (const [route, texts] of seen) {
    const same = { hi: new Map<string, string>(), hd: new Map<string, string>() }
    for (const text of texts.en ?? []) {
      const words = ownWords(text, server, SAME_IN_EVERY_LANGUAGE)
      if (!words) continue
      if (texts.hi?.has(text) && !same.hi.has(words)) same.hi.set(words, text)
      if (texts.hd?.has(text) && ownWords(text, server, hinglish) && !same.hd.has(words))
        same.hd.set(words, text)
    }
    for (const locale of ['hd', 'hi'] as const) {
      if (same[locale].size === 0) continue
      const list = [...same[locale].values()].map((text) => JSON.stringify(text)).join(', ')
      problems.push(`${route}: the same in en and ${locale}: ${list}`)
    }
  }
  expect(problems, 'text not translated').toEqual([])
})
