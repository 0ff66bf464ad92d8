import { afterEach, describe, expect, it } from 'vitest'
import { outsideAttempts } from './outside-hosts.ts'

describe('web tests never leave the machine (issue 31)', () => {
  afterEach(() => {
    // These tests make the attempts on purpose; vitest.setup.ts fails any other test that makes one.
    outsideAttempts.splice(0)
  })

  it('refuses a request to an outside host and records it', async () => {
    await expect(window.fetch('https://example.com/')).rejects.toThrow()
    expect(outsideAttempts).toEqual(['https://example.com'])
  })

  it('does not load an iframe page: the frame fails at once and nothing is requested', () => {
    const events: string[] = []
    const frame = document.createElement('iframe')
    frame.addEventListener('load', () => events.push('load'))
    frame.addEventListener('error', () => events.push('error'))
    frame.src = 'https://example.com/'
    document.body.append(frame)
    expect(events).toEqual(['error'])
    expect(outsideAttempts).toEqual([])
    frame.remove()
  })
})
