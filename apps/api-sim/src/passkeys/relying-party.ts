import { reject } from '../http/wire.ts'

/** Who a WebAuthn ceremony is for: the RP ID (a host name) and the one origin whose pages may take part. */
export interface RelyingParty {
  readonly rpId: string
  readonly origin: string
}

const ipv4 = /^[0-9]{1,3}(\.[0-9]{1,3}){3}$/

/**
 * The RP ID follows the host the app is served from (the request's Host, without its port: `localhost`,
 * `mandi.example`), and the expected origin is the request's own (scheme and Host), as the app's CSP derives
 * it (web/csp.ts). A page of another port or host, even on this machine, is refused by the origin check.
 * WebAuthn has no RP ID for a number address (127.0.0.1, a LAN IP): such a request is refused with a message
 * that says to open the app by its name.
 */
export function relyingParty(host: string, origin: string): RelyingParty {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:[0-9]+$/, '')
  if (name === '' || ipv4.test(name) || name.startsWith('[') || name.includes(':')) {
    reject(
      'Fingerprint sign-in works only when the app is opened by its name (such as localhost), not by a number address.',
      {
        passkey_host: true,
      },
    )
  }
  return { rpId: name, origin }
}
