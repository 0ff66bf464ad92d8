import { describe, expect, it, vi } from 'vitest'
import { type BeforeInstallPromptEvent, captureInstall } from './install-prompt.ts'

/** A synthetic install offer, as Chromium dispatches it on the window. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent
  const prompt = vi.fn(async () => undefined)
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
  return { event, prompt }
}

describe('install offer capture', () => {
  it('shows the manual steps until the browser offers to install', async () => {
    const capture = captureInstall(new EventTarget(), () => false)
    expect(capture.status()).toBe('steps')
    expect(await capture.prompt()).toBe('unavailable')
  })

  it('keeps the offer fired before anyone asks (the browser banner is held back), and tells subscribers', () => {
    const target = new EventTarget()
    const capture = captureInstall(target, () => false)
    const listener = vi.fn()
    capture.subscribe(listener)
    const { event } = installOffer('accepted')
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(capture.status()).toBe('available')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('prompts with the kept offer once; accepted means installed', async () => {
    const target = new EventTarget()
    const capture = captureInstall(target, () => false)
    const { event, prompt } = installOffer('accepted')
    target.dispatchEvent(event)
    const first = capture.prompt()
    // A second tap while the browser's dialog is open does not prompt again.
    expect(await capture.prompt()).toBe('unavailable')
    expect(await first).toBe('accepted')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(capture.status()).toBe('installed')
  })

  it('falls back to the manual steps after a dismissal (the offer is spent)', async () => {
    const target = new EventTarget()
    const capture = captureInstall(target, () => false)
    target.dispatchEvent(installOffer('dismissed').event)
    expect(await capture.prompt()).toBe('dismissed')
    expect(capture.status()).toBe('steps')
  })

  it('is installed once the browser says so (appinstalled), or when it already runs installed', () => {
    const target = new EventTarget()
    const capture = captureInstall(target, () => false)
    target.dispatchEvent(installOffer('accepted').event)
    target.dispatchEvent(new Event('appinstalled'))
    expect(capture.status()).toBe('installed')
    expect(captureInstall(new EventTarget(), () => true).status()).toBe('installed')
  })

  it('answers unavailable when the browser refuses to prompt', async () => {
    const target = new EventTarget()
    const capture = captureInstall(target, () => false)
    const { event, prompt } = installOffer('accepted')
    prompt.mockRejectedValueOnce(new DOMException('already shown', 'InvalidStateError'))
    target.dispatchEvent(event)
    expect(await capture.prompt()).toBe('unavailable')
    expect(capture.status()).toBe('steps')
  })
})
