import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens are lazy chunks; the first import of one (Effect, the api-client) can take over a second on a
// busy machine.
configure({ asyncUtilTimeout: 5000 })

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  localStorage.clear()
  window.location.hash = ''
})
