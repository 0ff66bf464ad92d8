import { chromium, type LaunchOptions } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags every Chromium of this repository runs with (no sandbox in containers, nothing phoning home). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(extraArgs: string[] = [], options: LaunchOptions = {}) {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, ...extraArgs],
    ...options,
  })
}

/** A phone-like page, as in the e2e projects. */
export const phone = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-IN',
  // Measured pages must not be helped by a worker cache left by an earlier step.
  serviceWorkers: 'block' as const,
}
