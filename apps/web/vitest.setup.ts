import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { addCatalogue } from './src/i18n/catalogue.ts'
import { en } from './src/i18n/en-catalogue.ts'
import { hd } from './src/i18n/hd-catalogue.ts'
import { blockOutsideHosts, outsideAttempts } from './src/test/outside-hosts.ts'

blockOutsideHosts()

// Screens are lazy chunks; the first import of one (Effect, the api-client) is transformed on the spot and can
// take seconds on a busy machine: a fresh-clone run, with Storybook's browser tests beside this suite, once
// waited more than 5 s for /payout's first screen. A wait that succeeds returns at once, so only a failing
// find waits this long; the test's own limit (vitest.config.ts, 15 s) stays above it.
configure({ asyncUtilTimeout: 12_000 })

// The app loads each screen's strings with it (i18n/catalogue.ts); tests render any view in en or hd at once.
// i18n/screen-strings.test.ts checks that every screen adds the namespaces it shows.
addCatalogue('en', en)
addCatalogue('hd', hd)

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  const attempts = outsideAttempts.splice(0)
  if (attempts.length > 0) throw new Error(`This test tried to reach outside hosts: ${attempts.join(', ')}`)
  cleanup()
  localStorage.clear()
  window.location.hash = ''
})
