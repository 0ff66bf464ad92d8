import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO } from './demo.ts'
import { type PrivateSim, startPrivateSim } from './deployment.ts'
import { storeSession } from './fresh-user.ts'

/** The live-chat provider's origin, fixed in the app (apps/web/src/features/support/live-chat.ts). */
export const LIVE_CHAT_PROVIDER = 'https://livechat.mandi.example'
/** A documentation site a /webview link may point at. */
export const DOCS_ORIGIN = 'https://docs.mandi.example'

/**
 * A sim of its own that allows frames from the live-chat provider and the docs site (SIM_FRAME_HOSTS): the
 * shared sims keep the default, an empty list, under which nothing is framed.
 */
export function startFramingSim(): Promise<PrivateSim> {
  return startPrivateSim({ SIM_FRAME_HOSTS: `${LIVE_CHAT_PROVIDER},${DOCS_ORIGIN}` })
}

/** Signs the demo account in on `origin` (through its API) and opens its app at `hash`. */
export async function signInOn(page: Page, request: APIRequestContext, origin: string, hash: string) {
  const response = await request.post(`${origin}/api/user/login`, {
    form: { mob: DEMO.mob, pass_word: DEMO.password, finger_login: '', token: '', tp: '1' },
  })
  const body = (await response.json()) as {
    status: number
    info?: string
    data?: { id: number; name: string; token: string; code: string }
  }
  if (body.status !== 1 || !body.data) throw new Error(`Sign-in failed: ${body.info ?? response.status()}`)
  await storeSession(page, { ...body.data, mob: DEMO.mob })
  await page.goto(`${origin}/app/#${hash}`)
}

/** Answers every request that would leave this machine: `pages` by origin get a stub page, the rest is cut. */
export async function stubOutside(page: Page, pages: readonly string[]): Promise<string[]> {
  const remote: string[] = []
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      const url = route.request().url()
      remote.push(url)
      if (pages.includes(new URL(url).origin))
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Stub page</title><p>Stub</p>',
        })
      else await route.abort('blockedbyclient')
    },
  )
  return remote
}
