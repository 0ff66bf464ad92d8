import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

configure({ asyncUtilTimeout: 5000 })

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  window.location.hash = ''
})
