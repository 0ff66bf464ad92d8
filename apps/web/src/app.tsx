import { DataSaverContext } from '@mandi/ui-kit'
import { useCallback, useEffect, useState } from 'react'
import type { BaseLocationHook } from 'wouter'
import { Router } from 'wouter'
import { FeedbackHost } from './feedback/feedback-host.tsx'
import type { Locale } from './i18n/catalogue.ts'
import { I18nProvider } from './i18n/i18n.tsx'
import { chooseLocale, htmlLangOf, initialLocale } from './i18n/locale.ts'
import { setReaderLocale } from './i18n/reader-locale.ts'
import { saveData } from './network/save-data.ts'
import { AppRoutes } from './router/app-routes.tsx'
import { useHashQueryLocation } from './router/hash-location.ts'
import { UpdateNotice } from './service-worker/update-notice.tsx'

export interface AppProps {
  /** Tests pass a locale; the app detects it (browser, then stored choice). */
  readonly locale?: Locale
  /** Tests may pass wouter's memoryLocation hook; the app uses the hash under /app/. */
  readonly locationHook?: BaseLocationHook
}

export function App({
  locale: startLocale = initialLocale(),
  locationHook = useHashQueryLocation,
}: AppProps) {
  const [locale, setLocale] = useState(startLocale)
  // The one place <html lang> is set: at start and after every choice (the /profile popup reloads, so it
  // comes through the start too). Screen readers and the browser's hyphenation follow it.
  useEffect(() => {
    document.documentElement.lang = htmlLangOf(locale)
    // Texts made outside React (a server's wait, api/to-promise.ts) follow the same choice.
    setReaderLocale(locale)
  }, [locale])
  const choose = useCallback(async (next: Locale) => {
    await chooseLocale(next)
    setLocale(next)
  }, [])
  return (
    <I18nProvider locale={locale} onChoose={choose}>
      {/* Read once at start (network/save-data.ts): the ui-kit's carousel and images follow it. */}
      <DataSaverContext.Provider value={saveData}>
        <FeedbackHost>
          <Router hook={locationHook}>
            <AppRoutes />
          </Router>
          <UpdateNotice />
        </FeedbackHost>
      </DataSaverContext.Provider>
    </I18nProvider>
  )
}
