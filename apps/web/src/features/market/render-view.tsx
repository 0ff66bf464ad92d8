import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import type { Locale } from '../../i18n/catalogue.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'

/**
 * Test helper for the views of this group of screens (market, home, positions, auth): the app's i18n, the
 * feedback host and an in-memory router, like the stories' withAppProviders. Returns the memory history.
 */
export function renderView(view: ReactElement, { path = '/', locale = 'en' as Locale } = {}) {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={location.hook}>{view}</Router>
      </FeedbackHost>
    </I18nProvider>,
  )
  return { ...result, history: location.history }
}
