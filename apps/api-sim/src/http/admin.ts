import type { HttpBindings } from '@hono/node-server'
import type { Hono, MiddlewareHandler } from 'hono'
import { insertHostileContent } from '../seed/hostile-content.ts'
import { runBackOffice } from '../services/back-office.ts'
import type { AppEnv, Sim } from '../sim.ts'
import type { FaultTable } from './faults.ts'
import { fromLoopback } from './loopback.ts'

/** Admin calls change time and inject faults: only when enabled, and only from this machine. */
const loopbackOnly: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
  if (!fromLoopback(c)) return c.text('Not found', 404)
  return next()
}

export function adminRoutes(app: Hono<AppEnv>, sim: Sim): void {
  if (!sim.config.admin) return
  app.use('/__admin/*', loopbackOnly)
  app.get('/__admin/clock', (c) => c.json({ now: sim.clock.now() }))
  app.post('/__admin/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { advanceMs?: unknown }
    const ms = Number(body.advanceMs)
    if (!Number.isSafeInteger(ms) || ms < 0)
      return c.json({ error: 'advanceMs must be a whole number of ms >= 0' }, 400)
    const now = sim.clock.advance(ms)
    runBackOffice(sim, now)
    return c.json({ now })
  })
  // Sets a KYC status directly (0 none, 1 waiting, 2 verified, 3 refused), past the PAN review's rule.
  app.post('/__admin/kyc', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { mob?: unknown; status?: unknown }
    const status = Number(body.status)
    if (typeof body.mob !== 'string' || ![0, 1, 2, 3].includes(status))
      return c.json({ error: 'expected { mob, status: 0 | 1 | 2 | 3 }' }, 400)
    const changed = sim.db
      .prepare('UPDATE users SET kyc_status = ? WHERE mob = ?')
      .run(status, body.mob).changes
    return changed ? c.json({ mob: body.mob, status }) : c.json({ error: 'no such user' }, 404)
  })
  // Test fixture (never seeded): an announcement and a page whose HTML tries to run script; answers their ids.
  app.post('/__admin/hostile-content', (c) => c.json(insertHostileContent(sim.db, sim.clock.now())))
  app.get('/__admin/faults', (c) => c.json(sim.faults.all))
  app.post('/__admin/faults', async (c) => {
    const body = await c.req.json().catch(() => undefined)
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return c.json({ error: 'expected an object' }, 400)
    sim.faults.set(body as FaultTable)
    return c.json(sim.faults.all)
  })
}
