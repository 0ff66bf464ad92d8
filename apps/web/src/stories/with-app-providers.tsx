import type { Decorator } from '@storybook/react-vite'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../feedback/feedback-host.tsx'
import { addCatalogue } from '../i18n/catalogue.ts'
import { en } from '../i18n/en-catalogue.ts'
import { hd } from '../i18n/hd-catalogue.ts'
import { hi } from '../i18n/hi-catalogue.ts'
import { I18nProvider } from '../i18n/i18n.tsx'

// The app loads each screen's strings with it (i18n/catalogue.ts); stories switch locale from the toolbar at
// any time, so every catalogue is there whole.
addCatalogue('en', en)
addCatalogue('hd', hd)
addCatalogue('hi', hi)

/**
 * Decorator for screen-view stories: the app's i18n (following Storybook's locale toolbar), the
 * toast/alert host and an in-memory router so Links render and navigate nowhere.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const locale =
    context.globals.locale === 'hd' || context.globals.locale === 'hi' ? context.globals.locale : 'en'
  return (
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <Story />
        </Router>
      </FeedbackHost>
    </I18nProvider>
  )
}
