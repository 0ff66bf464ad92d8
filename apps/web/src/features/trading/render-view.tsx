import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import type { Locale } from '../../i18n/catalogue.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'

/** Test helper: renders a view with the app's i18n, feedback host and an in-memory router. */
export function renderView(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  return render(
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>
      </FeedbackHost>
    </I18nProvider>,
  )
}
