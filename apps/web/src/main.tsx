import '@mandi/ui-kit/tokens.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { type Locale, loadCatalogue } from './i18n/catalogue.ts'
import { initialLocale } from './i18n/locale.ts'
import { registerServiceWorker } from './service-worker/register-service-worker.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

function render(locale: Locale) {
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  )
}

// Only English is in this chunk; a Hindi reader's catalogue is awaited before the first render, so no text
// ever shows in the wrong language (English resolves at once). Should the Hindi chunk fail to load (offline
// before it was ever cached), the app still starts, in English.
const locale = initialLocale()
loadCatalogue(locale).then(
  () => render(locale),
  () => render('en'),
)

registerServiceWorker()
