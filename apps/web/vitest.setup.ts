import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { addCatalogue } from './src/i18n/catalogue.ts'
import { hd } from './src/i18n/hd-catalogue.ts'

// Screens are lazy chunks; the first import of one (Effect, the api-client) can take over a second on a
// busy machine.
configure({ asyncUtilTimeout: 5000 })

// The app loads the Hindi catalogue before its first render (main.tsx); tests render either locale at once.
addCatalogue('hd', hd)

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  localStorage.clear()
  window.location.hash = ''
})
