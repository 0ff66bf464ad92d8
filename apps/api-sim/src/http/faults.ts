import type { MiddlewareHandler } from 'hono'

/** What to inject on one route. Several may be combined; they apply in the order of the fields. */
export interface Fault {
  /** Delay before answering. */
  latencyMs?: number
  /** Share of calls (0..1) answered with HTTP 500. */
  errorRate?: number
  /** Answer status 3 (session invalid) whatever the token. */
  status3?: boolean
  /** Answer HTTP 200 with a body that is not valid JSON. */
  malformed?: boolean
}

/**
 * Keys are API paths without a leading slash (`product/list`), chat paths prefixed by `chat/`
 * (`chat/send`), or `*` for every route. A route's own entry wins over `*`.
 */
export type FaultTable = Record<string, Fault>

export class FaultSwitch {
  constructor(
    private table: FaultTable,
    private readonly random: () => number = Math.random,
  ) {}

  set(table: FaultTable): void {
    this.table = table
  }

  get all(): FaultTable {
    return this.table
  }

  forRoute(route: string): Fault | undefined {
    return this.table[route] ?? this.table['*']
  }

  /** Middleware; `routeOf` maps a request path to its key. */
  middleware(routeOf: (path: string) => string): MiddlewareHandler {
    return async (c, next) => {
      const fault = this.forRoute(routeOf(c.req.path))
      if (!fault) return next()
      if (fault.latencyMs && fault.latencyMs > 0) await new Promise((r) => setTimeout(r, fault.latencyMs))
      if (fault.errorRate && this.random() < fault.errorRate) return c.text('Injected server error', 500)
      if (fault.status3) return c.json({ status: 3, info: 'Session expired, please log in again' })
      if (fault.malformed)
        return c.body('{"status":1,"info":"ok","data":[{"id":', 200, { 'content-type': 'application/json' })
      return next()
    }
  }
}
