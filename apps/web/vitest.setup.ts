import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { addCatalogue } from './src/i18n/catalogue.ts'
import { en } from './src/i18n/en-catalogue.ts'
import { hd } from './src/i18n/hd-catalogue.ts'
import { blockOutsideHosts, outsideAttempts } from './src/test/outside-hosts.ts'

blockOutsideHosts()

// Screens are lazy chunks; the first import of one (Effect, the api-client) can take over a second on a
// busy machine.
configure({ asyncUtilTimeout: 5000 })

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
