import { afterEach, describe, expect, it } from 'vitest'
import { frameOrigin, optionsFromEnv } from '../src/config.ts'
import { type RunningSim, startSim } from '../src/main.ts'
import { clientFor, run, startTestSim } from './support.ts'

/** The CSP of the served app, as directives: 'a b; c d' → { a: ['b'], c: ['d'] }. */
async function cspOf(sim: RunningSim): Promise<Record<string, string[]>> {
  const policy = (await fetch(`${sim.url}/app/`)).headers.get('content-security-policy') ?? ''
  const parsed: Record<string, string[]> = {}
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) parsed[name] = values
  }
  return parsed
}

describe('/webview and the live chat frame only the configured hosts (issue 25)', () => {
  let sim: RunningSim | undefined
  afterEach(async () => {
    await sim?.close()
    sim = undefined
  })

  it('frames nothing by default: frame-src is none, and sys/frame_hosts is empty', async () => {
    sim = await startTestSim()
    expect((await cspOf(sim))['frame-src']).toEqual(["'none'"])
    expect(await run(clientFor(sim).client.user.frameHosts())).toEqual({ hosts: [] })
  })

  it('lists exactly the configured origins in frame-src and tells the app the same list', async () => {
    sim = await startTestSim({
      frameHosts: ['https://livechat.mandi.example', 'docs.mandi.example', 'https://pay.mandi.example:8443/'],
    })
    const hosts = [
      'https://livechat.mandi.example',
      'https://docs.mandi.example',
      'https://pay.mandi.example:8443',
    ]
    expect((await cspOf(sim))['frame-src']).toEqual(hosts)
    // No sign-in needed: it is what the CSP header already says.
    expect(await run(clientFor(sim).client.user.frameHosts())).toEqual({ hosts })
  })

  it('refuses to start with an entry that is not a plain https origin', async () => {
    for (const entry of [
      'http://docs.mandi.example',
      'https://docs.mandi.example/path',
      'https://*.mandi.example',
      'https://user@docs.mandi.example',
      'javascript:alert(1)',
      'https:',
      '',
    ]) {
      expect(() => frameOrigin(entry), entry).toThrow(/not an https origin/)
    }
    await expect(
      startSim({ port: 0, chatPort: 0, db: ':memory:', frameHosts: ['http://docs.mandi.example'] }),
    ).rejects.toThrow(/not an https origin/)
    expect(
      optionsFromEnv({ SIM_FRAME_HOSTS: 'https://a.mandi.example, b.mandi.example' }).frameHosts,
    ).toEqual(['https://a.mandi.example', 'b.mandi.example'])
  })
})
