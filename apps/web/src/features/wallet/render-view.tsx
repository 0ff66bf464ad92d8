import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import type { Locale } from '../../i18n/catalogue.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'

/** Renders a view with the providers it expects (i18n, feedback, an in-memory router), for view tests. */
export function renderView(view: ReactElement, locale: Locale = 'en') {
  return render(
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={memoryLocation({ path: '/' }).hook}>{view}</Router>
      </FeedbackHost>
    </I18nProvider>,
  )
}
