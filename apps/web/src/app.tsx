import type { BaseLocationHook } from 'wouter'
import { Router } from 'wouter'
import { FeedbackHost } from './feedback/feedback-host.tsx'
import type { Locale } from './i18n/catalogue.ts'
import { I18nProvider } from './i18n/i18n.tsx'
import { initialLocale } from './i18n/locale.ts'
import { AppRoutes } from './router/app-routes.tsx'
import { useHashQueryLocation } from './router/hash-location.ts'

export interface AppProps {
  /** Tests pass a locale; the app detects it (browser, then stored choice). */
  readonly locale?: Locale
  /** Tests may pass wouter's memoryLocation hook; the app uses the hash under /app/. */
  readonly locationHook?: BaseLocationHook
}

export function App({ locale = initialLocale(), locationHook = useHashQueryLocation }: AppProps) {
  return (
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={locationHook}>
          <AppRoutes />
        </Router>
      </FeedbackHost>
    </I18nProvider>
  )
}
