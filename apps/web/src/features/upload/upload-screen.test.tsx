import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentHash, renderApp } from '../../test/render-app.tsx'

describe('/upload', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('goes to the avatar upload of /userinfo', async () => {
    renderApp('/upload', { token: 't' })
    await waitFor(() => expect(currentHash()).toBe('#/userinfo'))
  })
})
