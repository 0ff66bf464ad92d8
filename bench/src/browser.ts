import { rmSync } from 'node:fs'
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

/**
 * Removes a Chromium profile folder. Chromium's helper processes can still be writing to it for a moment after
 * the browser exited (ENOTEMPTY), which had stopped whole bench runs after their Lighthouse figures were taken:
 * a folder that will not go is left in the temporary directory with a note, never a reason to lose the run.
 */
export function removeProfile(dir: string, log: (line: string) => void = console.warn) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  } catch (error) {
    log(
      `could not remove the browser profile ${dir} (${(error as NodeJS.ErrnoException).code}); left in place`,
    )
  }
}
