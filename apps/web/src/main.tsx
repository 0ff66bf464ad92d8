import '@mandi/ui-kit/tokens.css'
import './layout/boot-splash.css'
import './layout/boot-shell.css'
// /home's top rules, shared with its static shell (decision 0092).
import './features/home/home-top.css'
// /kline's top, shared with its static shell (decision 0096).
import './features/trading/market-chart-top.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { SHELL_ATTRIBUTE } from './boot/shell-route.ts'
import { type Locale, loadCatalogue } from './i18n/catalogue.ts'
import { initialLocale } from './i18n/locale.ts'
import { startInstallCapture } from './install/install-prompt.ts'
import { afterFirstPaint } from './layout/after-first-paint.ts'
import { keepBootMain } from './layout/boot-main.tsx'
import { registerServiceWorker } from './service-worker/register-service-worker.ts'

// Before anything else: the browser's install offer can come at any time, long before /download is opened.
startInstallCapture()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// The static shell the page painted (index.html, named by the shell script): its main part stays on screen
// while the route's chunk loads (layout/boot-main.tsx), so React's first render does not blank it.
const shell = document.documentElement.getAttribute(SHELL_ATTRIBUTE)
keepBootMain(shell ? root.querySelector<HTMLElement>(`.boot-shell--${shell} [data-boot-main]`) : null)

// The first render is a transition: React renders it in short slices and lets the browser in between, so
// starting the app never holds the main thread in one long task on a slow phone.
function render(locale: Locale) {
  const reactRoot = createRoot(root as HTMLElement)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App locale={locale} />
      </StrictMode>,
    )
  })
}

// Only English is in this chunk; a Hindi reader's catalogue is awaited before the first render, so no text
// ever shows in the wrong language (English resolves at once). Should the Hindi chunk fail to load (offline
// before it was ever cached), the app still starts, in English. The first render waits for the page's first
// frame, so that the static shell is painted whole before React takes it over (layout/after-first-paint.ts).
const locale = initialLocale()
loadCatalogue(locale).then(
  () => afterFirstPaint(() => render(locale)),
  () => afterFirstPaint(() => render('en')),
)

registerServiceWorker()
