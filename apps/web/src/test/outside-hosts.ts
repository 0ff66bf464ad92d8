import http from 'node:http'
import https from 'node:https'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/** Requests a test tried to send beyond this machine (each was refused). */
export const outsideAttempts: string[] = []

type Request = typeof http.request

function hostOf(args: unknown[]): string {
  const [first, second] = args
  if (typeof first === 'string' || first instanceof URL) return new URL(String(first)).hostname
  const options = (first ?? second ?? {}) as { hostname?: string; host?: string }
  return (options.hostname ?? options.host ?? 'localhost').replace(/:\d+$/, '')
}

function guard(module: { request: Request; get: Request }, scheme: string): void {
  for (const name of ['request', 'get'] as const) {
    const original = module[name]
    module[name] = ((...args: unknown[]) => {
      const host = hostOf(args)
      if (!LOOPBACK.has(host)) {
        outsideAttempts.push(`${scheme}://${host}`)
        throw new Error(
          `A test tried to reach ${scheme}://${host}: tests never leave this machine (issue 31)`,
        )
      }
      return (original as (...a: unknown[]) => unknown)(...args)
    }) as Request
  }
}

/**
 * Nothing a web test does leaves the machine: Node's http and https (which happy-dom's fetch, iframes and
 * resource loading use) refuse any host but loopback, and each attempt is recorded so the test set-up can
 * fail the test that made it (vitest.setup.ts). The app's own tests stub fetch with fake servers anyway.
 */
export function blockOutsideHosts(): void {
  guard(http as unknown as { request: Request; get: Request }, 'http')
  guard(https as unknown as { request: Request; get: Request }, 'https')
}
