import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { I18nProvider } from '../i18n/i18n.tsx'

/** A view with the console's providers (i18n, an in-memory router), for view tests. */
export function renderView(view: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true })
  return {
    location,
    ...render(
      <I18nProvider>
        <Router hook={location.hook}>{view}</Router>
      </I18nProvider>,
    ),
  }
}
