import type { SimClock } from './clock.ts'
import type { SimConfig } from './config.ts'
import type { Db } from './db/open.ts'
import type { FaultSwitch } from './http/faults.ts'
import type { PriceModel } from './market/price.ts'

/** Chat pushes go through this, so routes do not depend on the socket server. */
export interface ChatPush {
  toUser(userId: number, message: unknown): void
  /** These sessions have ended (sign-out, password change or reset, expiry): close their sockets with 4001. */
  endSessions(sessionIds: readonly string[]): void
  /**
   * A person at the support desk read the user's messages to this agent (wire id, 900001…) up to `msgId`:
   * a `read` frame on the user's chat socket (CONTRACT.md, "Read receipts").
   */
  readByAgent(userId: number, agentId: number, msgId: number): void
}

/** The finance role's money queues (src/ops/queues.ts). */
export type MoneyQueue = 'withdrawals' | 'transfers' | 'pans'

/** Pushes to the operators' consoles (src/ops/ops-socket.ts). */
export interface OpsPush {
  /** Something in this user's chats changed (support consoles). */
  conversationChanged(userId: number): void
  /** An item came into this money queue or left it (finance consoles). */
  queueChanged(queue: MoneyQueue): void
}

/** The shared state every route and socket reads. */
export interface Sim {
  config: SimConfig
  db: Db
  clock: SimClock
  prices: PriceModel
  faults: FaultSwitch
  filesDir: string
  chat: ChatPush
  ops: OpsPush
  log: (line: string) => void
  /**
   * An error nobody expected, in one request or one socket: logged, counted, and the server goes on. Tests
   * read `unexpectedErrors` (a sim that had one fails its test on close), so the guard hides nothing.
   */
  report: (where: string, error: unknown) => void
  unexpectedErrors: string[]
  /** Timers to clear on close (agent replies). */
  timers: Set<NodeJS.Timeout>
}

/** Hono env of both servers: Node's request objects are reachable (for the loopback check). */
export type AppEnv = { Bindings: import('@hono/node-server').HttpBindings }
