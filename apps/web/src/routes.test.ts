import { describe, expect, it } from 'vitest'
import { ROUTE_PATHS } from './route-paths.ts'
import { proDetailViews, routes } from './routes.ts'

// Spec §2 "Route list", verbatim.
const SPEC_ROUTES =
  `/ranking, /rw, /pro, /find, /pro_detail, /position, /login, /chat, /chat_box, /share, /detail,
/update_bank, /announcement, /service, /notify, /reward, /settlement, /channel, /kyc, /signin, /reg, /forgotpass,
/bank_transfer, /download, /direct, /buy_product, /buy, /userinfo, /home, /trde, /profile, /kline, /deposit,
/verif, /webview, /payout, /recods, /hist, /upload, /safe, /center, /salary, /settings, /changeloginpass,
/bind_card, /page`
    .split(',')
    .map((path) => path.trim())

// A screen is a function component (memo/forwardRef objects are not used for screens).
const isComponent = (value: unknown) => typeof value === 'function'

const pathsWith = (flag: 'public' | 'guestOnly' | 'keepAlive' | 'tab') =>
  routes
    .filter((route) => route[flag])
    .map((route) => route.path)
    .sort()

describe('route table', () => {
  it("holds exactly the route list of spec §2 and the app's own routes, each once", () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    // Beyond §2: My plans (issue 26, docs/decisions/0072-my-plans-screen.md).
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, '/my_plans'].sort())
    expect(SPEC_ROUTES).toHaveLength(46)
  })

  it('has a row for each path of route-paths.ts, and no other', () => {
    expect(routes.map((route) => route.path)).toEqual(ROUTE_PATHS)
  })

  it('lets anonymous visitors reach only login, registration, forgot password and download', () => {
    expect(pathsWith('public')).toEqual(['/download', '/forgotpass', '/login', '/reg', '/signin'])
  })

  it('sends token holders away from login and registration only', () => {
    expect(pathsWith('guestOnly')).toEqual(['/login', '/reg', '/signin'])
  })

  it('keeps alive exactly /channel, /direct, /kline, /center and /salary', () => {
    expect(pathsWith('keepAlive')).toEqual(['/center', '/channel', '/direct', '/kline', '/salary'])
  })

  it('shows the tab bar on Home, Goods, Find and Account', () => {
    expect(pathsWith('tab')).toEqual(['/find', '/home', '/profile', '/trde'])
  })

  it('gives aliases the screen of the path they alias', () => {
    const load = (path: string) => routes.find((route) => route.path === path)?.load
    expect(load('/reg')).toBe(load('/signin'))
    expect(load('/buy_product')).toBe(proDetailViews.product)
    expect(routes.filter((route) => route.aliasOf).map((route) => [route.path, route.aliasOf])).toEqual([
      ['/reg', '/signin'],
      ['/buy_product', '/pro_detail'],
    ])
  })

  // Imports every screen module of the app: slow on a busy machine, hence the long time-out.
  it('loads a component for every route, lazily', { timeout: 60_000 }, async () => {
    const loaded = await Promise.all(routes.map(async (route) => [route.path, await route.load()] as const))
    for (const [path, component] of loaded) expect(isComponent(component), path).toBe(true)
  })
})
