import type { Decorator } from '@storybook/react-vite'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { I18nProvider } from '../i18n/i18n.tsx'
import '../layout/base.css'

/** Decorator for the console's view stories: its i18n (English) and an in-memory router. */
export const withConsoleProviders: Decorator = (Story) => (
  <I18nProvider>
    <Router hook={memoryLocation({ path: '/inbox' }).hook}>
      <Story />
    </Router>
  </I18nProvider>
)
