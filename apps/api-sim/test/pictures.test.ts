import { PRODUCT_CATEGORIES } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORY_ART, KIND_ART } from '../src/images/art.ts'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00,
  0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff,
  0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
])

/** What a picture route answered, body as text. */
async function picture(sim: RunningSim, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${sim.url}${path}`, { headers })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/** An API answer read raw, for extension fields the client's schemas do not keep. */
async function raw(sim: RunningSim, session: Session, path: string): Promise<unknown> {
  const response = await fetch(`${sim.url}/api/${path}`, { headers: { token: session.token.value ?? '' } })
  return ((await response.json()) as { data: unknown }).data
}

/** An SVG that draws only shapes: no text, no script, no handler, no link, no foreign content. */
function expectInertPicture(body: string): void {
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(body).not.toMatch(/<(text|tspan|textPath|script|foreignObject|a|image|use|style|title|desc)\b/i)
  expect(body).not.toMatch(/\son[a-z]+\s*=/i)
  expect(body).not.toMatch(/javascript:|href=|url\(/i)
  const tags = new Set([...body.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]))
  expect(
    [...tags].every((tag) =>
      ['svg', 'rect', 'circle', 'g', 'path', 'line', 'polyline', 'polygon', 'ellipse'].includes(tag ?? ''),
    ),
  ).toBe(true)
}

describe('pictures: one drawing per category and per kind, no text inside, no placeholder avatars', () => {
  let sim: RunningSim
  let rich: Session
  let empty: Session

  beforeAll(async () => {
    sim = await startTestSim()
    rich = await signIn(sim, RICH_DEMO)
    empty = await signIn(sim, EMPTY_DEMO)
  })
  afterAll(() => sim.close())

  it('serves one inert SVG per product category, cacheable, with its ETag', async () => {
    const bodies = new Set<string>()
    for (const { id } of PRODUCT_CATEGORIES) {
      const answer = await picture(sim, `/img/categories/${id}.svg`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'")
      expect(answer.headers.get('cache-control')).toBe('public, max-age=604800')
      expectInertPicture(answer.body)
      bodies.add(answer.body)
      const etag = answer.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
      const again = await picture(sim, `/img/categories/${id}.svg`, { 'if-none-match': etag })
      expect(again.status).toBe(304)
    }
    // Each category has its own picture, and the drawings cover exactly the catalogue's categories.
    expect(bodies.size).toBe(PRODUCT_CATEGORIES.length)
    expect(Object.keys(CATEGORY_ART).sort()).toEqual(PRODUCT_CATEGORIES.map((c) => c.id).sort())
  })

  it('serves one inert SVG per kind of announcement, activity and plan', async () => {
    const bodies = new Set<string>()
    for (const kind of Object.keys(KIND_ART)) {
      const answer = await picture(sim, `/img/kinds/${kind}.svg`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expectInertPicture(answer.body)
      bodies.add(answer.body)
    }
    expect(bodies.size).toBe(Object.keys(KIND_ART).length)
  })

  it('answers 404 to unknown pictures and to the old placeholder avatar paths', async () => {
    for (const path of [
      '/img/categories/jewellery.svg',
      '/img/categories/FOOD.svg',
      '/img/categories/food.png',
      '/img/categories/..%2Ffood.svg',
      '/img/categories/toString.svg',
      '/img/kinds/unknown.svg',
      '/img/kinds/constructor.svg',
      '/img/products/9999.svg',
      '/img/mining/99.svg',
      '/img/avatars/3.svg',
    ]) {
      expect((await picture(sim, path)).status, path).toBe(404)
    }
    expect((await fetch(`${sim.chatUrl}/files/avatars/1.svg`)).status).toBe(404)
  })

  it("gives every product of product/list its category's picture, and the old per-product paths draw it too", async () => {
    const products = await run(rich.client.product.list())
    expect(products.length).toBeGreaterThanOrEqual(24)
    for (const product of products) {
      expect(product.image).toBe(`/img/categories/${product.category}.svg`)
      const info = await run(rich.client.product.info(product.id))
      expect(info.image).toBe(product.image)
    }
    const rice = products.find((p) => p.title.startsWith('Basmati Rice'))
    const byId = await picture(sim, `/img/products/${rice?.id}.svg`)
    expect(byId.body).toBe((await picture(sim, '/img/categories/food.svg')).body)
  })

  it('gives announcements, activities and plans a picture of their kind (extension field image)', async () => {
    const notices = (await raw(sim, rich, 'notice/list')) as { title: string; image: string }[]
    const imageOf = (title: string) => notices.find((n) => n.title === title)?.image
    expect(imageOf('Withdrawal fee')).toBe('/img/kinds/fee.svg')
    expect(imageOf('New mining plans')).toBe('/img/kinds/mining.svg')
    expect(imageOf('PAN verification')).toBe('/img/kinds/verification.svg')
    const activities = (await raw(sim, rich, 'channel/list?tp=1')) as { title: string; image: string }[]
    expect(activities.find((a) => a.title === 'Invite friends')?.image).toBe('/img/kinds/invite.svg')
    expect(activities.find((a) => a.title === 'Try call/put trading')?.image).toBe('/img/kinds/trading.svg')
    const plans = (await raw(sim, rich, 'mining/list')) as { image: string }[]
    expect(plans.length).toBeGreaterThan(0)
    for (const plan of plans) expect(plan.image).toBe('/img/kinds/mining.svg')
    // Every picture named on the wire is served.
    for (const path of new Set([...notices, ...activities, ...plans].map((item) => item.image))) {
      expect((await picture(sim, path)).status, path).toBe(200)
    }
    // The client still decodes these answers (the extra field is ignored by clients that do not know it).
    expect((await run(rich.client.notice.list())).length).toBe(notices.length)
    expect((await run(rich.client.channel.activities())).length).toBe(activities.length)
  })

  it('sends an empty avatar to a user who never uploaded one, and the upload once there is one', async () => {
    const ravi = await run(rich.client.user.info())
    expect(ravi.name).toBe('Demo Trader')
    expect(ravi.avatar).toBe('')
    expect(ravi.faceIcon).toBe('')
    expect((await run(empty.client.user.info())).avatar).toBe('')
    const uploaded = await run(
      empty.client.user.setFaceIcon(new File([png], 'me.png', { type: 'image/png' })),
    )
    const after = await run(empty.client.user.info())
    expect(after.avatar).toBe(uploaded.faceIcon)
    expect(after.faceIcon).toBe(uploaded.faceIcon)
    expect((await fetch(`${sim.url}${after.avatar}`)).headers.get('content-type')).toBe('image/png')
  })

  it('gives chat agents no placeholder picture, and team members made-up Demo names, not placeholders', async () => {
    for (const agent of await run(rich.client.chat.admins())) {
      expect(agent.icon).toBe('')
      expect(agent.nickName).not.toMatch(/^User \d+$/)
    }
    for (const level of [1, 2, 3] as const) {
      const members = await run(rich.client.team.members(level))
      expect(members.length).toBeGreaterThan(0)
      for (const member of members) expect(member.name).toMatch(/^Demo [A-Z][a-z]+ [A-Z][a-z]+$/)
    }
  })
})
