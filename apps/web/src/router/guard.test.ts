import { describe, expect, it } from 'vitest'
import { routes } from '../routes.ts'
import { decideRoute } from './guard.ts'

const PUBLIC = ['/login', '/signin', '/reg', '/forgotpass', '/download']

describe('decideRoute (spec §2 routing rules)', () => {
  it('redirects the root to /login, signed in or not', () => {
    expect(decideRoute('/', false)).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideRoute('/', true)).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('sends a visitor with no token to /login from every non-public route', () => {
    const guarded = routes.filter((route) => !PUBLIC.includes(route.path))
    // §2's 41 guarded routes and My plans (/my_plans, issue 26).
    expect(guarded).toHaveLength(42)
    for (const route of guarded) {
      expect(decideRoute(route.path, false), route.path).toEqual({ kind: 'redirect', to: '/login' })
    }
  })

  it('renders the public routes without a token', () => {
    for (const path of PUBLIC) {
      const decision = decideRoute(path, false)
      expect(decision.kind === 'render' && decision.route.path, path).toBe(path)
    }
  })

  it('sends a token holder from /login, /signin and /reg to /home', () => {
    for (const path of ['/login', '/signin', '/reg']) {
      expect(decideRoute(path, true), path).toEqual({ kind: 'redirect', to: '/home' })
    }
  })

  it('renders every other route for a token holder, /forgotpass and /download included', () => {
    for (const route of routes.filter((entry) => !entry.guestOnly)) {
      expect(decideRoute(route.path, true).kind, route.path).toBe('render')
    }
  })

  it('sends unknown paths to /login, or /home when signed in', () => {
    expect(decideRoute('/nowhere', false)).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideRoute('/nowhere', true)).toEqual({ kind: 'redirect', to: '/home' })
  })
})
