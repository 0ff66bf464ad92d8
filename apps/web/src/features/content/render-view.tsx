import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import { I18nProvider } from '../../i18n/i18n.tsx'

/** Renders a view (test helper) with the app's i18n, feedback host and an in-memory router. */
export function renderView(view: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <I18nProvider locale="en">
      <FeedbackHost>
        <Router hook={location.hook}>{view}</Router>
      </FeedbackHost>
    </I18nProvider>,
  )
  return { ...result, location }
}
