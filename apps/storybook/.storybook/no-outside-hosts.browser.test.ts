import { expect, it } from 'vitest'
import { commands } from 'vitest/browser'

declare module 'vitest/browser' {
  interface BrowserCommands {
    outsideHostError: (url: string) => Promise<string>
  }
}

it('Chromium refuses outside hosts on loopback: nothing the stories load leaves the machine', async () => {
  // Without the resolver rule in vitest.config.ts this is a DNS lookup that goes out.
  expect(await commands.outsideHostError('https://example.com/')).toMatch(/ERR_CONNECTION_REFUSED/)
})
