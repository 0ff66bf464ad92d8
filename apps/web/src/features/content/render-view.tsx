import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import { addCatalogue, type Locale } from '../../i18n/catalogue.ts'
import { hd } from '../../i18n/hd-catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'

addCatalogue('hd', hd)
addCatalogue('hi', hi)

/** Renders a view (test helper) with the app's i18n (English unless told), feedback host and an in-memory router. */
export function renderView(view: ReactNode, path = '/', locale: Locale = 'en') {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={location.hook}>{view}</Router>
      </FeedbackHost>
    </I18nProvider>,
  )
  return { ...result, location }
}
