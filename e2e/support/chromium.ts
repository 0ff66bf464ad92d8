/**
 * Nothing a test does leaves this machine (issue 31): every host name but loopback resolves to 127.0.0.1
 * port 1, where nothing listens, so a request to an outside host fails at once with ERR_CONNECTION_REFUSED
 * and not even a DNS lookup goes out. A page.route() for such a host (the stub pages of /webview) still
 * answers first. specs/no-outside-hosts.spec.ts shows it.
 */
export const OUTSIDE_HOSTS_REFUSED =
  '--host-resolver-rules=MAP * 127.0.0.1:1, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]'

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
    OUTSIDE_HOSTS_REFUSED,
  ],
}
