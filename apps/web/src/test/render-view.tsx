import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../feedback/feedback-host.tsx'
import { addCatalogue, type Locale } from '../i18n/catalogue.ts'
import { hd } from '../i18n/hd-catalogue.ts'
import { hi } from '../i18n/hi-catalogue.ts'
import { I18nProvider } from '../i18n/i18n.tsx'

// vitest.setup.ts adds English and Hinglish; a view test may also be in Hindi.
addCatalogue('hd', hd)
addCatalogue('hi', hi)

/**
 * Renders a view (test helper) with the providers the app gives it, like the stories' withAppProviders: the
 * app's i18n (English unless told), the feedback host and an in-memory router at `path`. Returns Testing
 * Library's result with the memory location and its history (where a Link went).
 */
export function renderView(
  view: ReactElement,
  { path = '/', locale = 'en' }: { path?: string; locale?: Locale } = {},
) {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={location.hook}>{view}</Router>
      </FeedbackHost>
    </I18nProvider>,
  )
  return { ...result, location, history: location.history }
}
