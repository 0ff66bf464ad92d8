/**
 * How the tests and the screen captures start Chromium: the system's (CHROMIUM_PATH), without the sandbox,
 * the GPU or background traffic, so runs in a container are quiet and alike.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
