import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { createApiApp, createChatApp } from './app.ts'
import { SimClock } from './clock.ts'
import { optionsFromEnv, resolveConfig, type SimOptions } from './config.ts'
import { openDb } from './db/open.ts'
import { admitInTurns } from './http/admission.ts'
import { FaultSwitch } from './http/faults.ts'
import { turnsOf } from './http/turns.ts'
import { PriceModel } from './market/price.ts'
import { DEMO_OPERATORS, ensureDemoOperators } from './ops/operators.ts'
import { createOpsSocket } from './ops/ops-socket.ts'
import { SIM_OTP } from './otp.ts'
import { seed } from './seed/index.ts'
import { EMPTY_DEMO, RICH_DEMO } from './seed/users.ts'
import { BACK_OFFICE_INTERVAL_MS, runBackOffice } from './services/back-office.ts'
import type { ChatPush, OpsPush, Sim } from './sim.ts'
import { SocketCaps } from './sockets/caps.ts'
import { createChatSocket } from './sockets/chat-socket.ts'
import { createKlineSocket } from './sockets/kline-socket.ts'
import { handleUpgrades } from './sockets/upgrade.ts'

export type { SimOptions } from './config.ts'
export { SIM_OTP } from './otp.ts'
export { EMPTY_DEMO, RICH_DEMO } from './seed/users.ts'

export interface RunningSim {
  /** API host origin, e.g. http://127.0.0.1:8080 (the API is under /api, the app under /app/). */
  url: string
  /** Chat host origin. */
  chatUrl: string
  /** Jump the sim clock forward and run the back office (everything that fell due), for tests. */
  advanceClock(ms: number): number
  /** The shared state, for tests that look behind the API. */
  sim: Sim
  close(): Promise<void>
}

/**
 * Pending connections the kernel may queue before the server accepts them. Node's default (511) overflowed
 * when a thousand clients connected at once (issue 17's load test): the kernel dropped their handshakes and the
 * clients waited for SYN retransmits (1 s, 3 s, 7 s …), past the app's 5 s time-out or with no answer at all.
 * Linux caps it at net.core.somaxconn (4096 by default since 5.4).
 */
export const LISTEN_BACKLOG = 4096

/**
 * Idle keep-alive connections stay open this long. Node's default (5 s) closes a connection a client is about
 * to reuse, and a request written into it as it closes gets no answer; clients and proxies keep idle
 * connections up to 60 s, so the server closes later than they do. headersTimeout must exceed it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 5_000

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, rejectListen) => {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
    server.headersTimeout = HEADERS_TIMEOUT_MS
    server.once('error', rejectListen)
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', rejectListen)
      resolveListen((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done())
    server.closeAllConnections()
  })
}

/** Starts both hosts, the sockets and the settlement loop. Port 0 picks free ports (tests). */
export async function startSim(options: SimOptions = {}): Promise<RunningSim> {
  const config = resolveConfig(options)
  const clock = new SimClock(config.clockStart)
  const prices = new PriceModel(config.seed)
  const { db, fresh } = openDb(config.db)
  const filesDir =
    config.filesDir ??
    (config.db === ':memory:'
      ? mkdtempSync(join(tmpdir(), 'mandi-sim-'))
      : join(dirname(resolve(config.db)), 'files'))
  const pushes: ChatPush = { toUser: () => {}, endSessions: () => {}, readByAgent: () => {} }
  const opsPushes: OpsPush = { conversationChanged: () => {}, queueChanged: () => {} }
  const unexpectedErrors: string[] = []
  const sim: Sim = {
    config,
    db,
    clock,
    prices,
    faults: new FaultSwitch(config.faults),
    filesDir,
    chat: {
      endSessions: (ids) => pushes.endSessions(ids),
      // Every message pushed to a user (an operator's answer, an automatic reply) changes a conversation
      // the consoles show.
      toUser: (userId, message) => {
        pushes.toUser(userId, message)
        opsPushes.conversationChanged(userId)
      },
      readByAgent: (userId, agentId, msgId) => pushes.readByAgent(userId, agentId, msgId),
    },
    ops: {
      conversationChanged: (userId) => opsPushes.conversationChanged(userId),
      queueChanged: (queue) => opsPushes.queueChanged(queue),
    },
    log: config.log ? (line) => console.log(`[sim] ${line}`) : () => {},
    report: (where, error) => {
      const text = `unexpected error in ${where}: ${describeError(error)}`
      unexpectedErrors.push(text)
      console.error(`[sim] ${text}`)
    },
    unexpectedErrors,
    timers: new Set(),
  }
  if (fresh) {
    seed(db, prices, clock.now(), config.seed)
    sim.log(`seeded a new database at ${config.db}`)
  }
  // A fresh database and one an older build made both get the demo operators.
  ensureDemoOperators(db, clock.now())

  const kline = createKlineSocket(sim)
  const chat = createChatSocket(sim)
  pushes.toUser = chat.push.toUser
  pushes.endSessions = chat.push.endSessions
  pushes.readByAgent = chat.push.readByAgent
  const ops = createOpsSocket(sim)
  opsPushes.conversationChanged = ops.push.conversationChanged
  opsPushes.queueChanged = ops.push.queueChanged

  // Every request of both hosts waits for its turn in arrival order, or is shed with 503 (http/admission.ts).
  const apiServer = createServer(admitInTurns(sim, getRequestListener(createApiApp(sim).fetch)))
  const chatServer = createServer(admitInTurns(sim, getRequestListener(createChatApp(sim).fetch)))
  const turns = turnsOf(sim)
  for (const server of [apiServer, chatServer]) server.on('connection', () => turns.connection())
  // One count of sockets per address over both hosts (kline, console and chat), and per user (chat).
  const caps = new SocketCaps(config.socketsPerAddress, config.socketsPerUser)
  apiServer.on('upgrade', handleUpgrades(sim, { '/ws/kline': kline.wss, '/ws/ops': ops.wss }, caps))
  chatServer.on('upgrade', handleUpgrades(sim, { '/ws/chat': chat.wss }, caps, true))

  // What fell due while the server was down runs before the first answer.
  runBackOffice(sim)
  const settle = setInterval(() => runBackOffice(sim), BACK_OFFICE_INTERVAL_MS)
  let port: number
  let chatPort: number
  try {
    port = await listen(apiServer, config.port, config.host)
    chatPort = await listen(chatServer, config.chatPort, config.host)
  } catch (error) {
    clearInterval(settle)
    kline.close()
    chat.close()
    ops.close()
    apiServer.close()
    db.close()
    throw error
  }
  // The app's CSP names the chat port; with port 0 it is only known now.
  config.chatPort = chatPort
  const host =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host

  return {
    url: `http://${host}:${port}`,
    chatUrl: `http://${host}:${chatPort}`,
    sim,
    advanceClock(ms) {
      const now = clock.advance(ms)
      runBackOffice(sim, now)
      return now
    },
    async close() {
      clearInterval(settle)
      for (const timer of sim.timers) clearTimeout(timer)
      kline.close()
      chat.close()
      ops.close()
      await Promise.all([closeServer(apiServer), closeServer(chatServer)])
      db.close()
    },
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

/**
 * The served program's last line of defence: an error that escaped a request or a socket is logged and the
 * server goes on serving everyone else, instead of the process exiting (issue 25). Installed by the CLI only;
 * in tests an escaped error still fails the test run, and caught ones are in `sim.unexpectedErrors`.
 */
export function installProcessGuard(
  target: Pick<NodeJS.Process, 'on'>,
  report: (where: string, error: unknown) => void,
): void {
  target.on('uncaughtException', (error) => report('the process (uncaught exception)', error))
  target.on('unhandledRejection', (reason) => report('the process (unhandled rejection)', reason))
}

/** Who decides withdrawals, UTRs and PAN reviews (SIM_DECIDER), in the banner's words. */
function deciderNote(config: { decider: 'auto' | 'manual' | 'delayed'; deciderDelayMs: number }): string {
  if (config.decider === 'manual') return 'manual: only operators, in the console (SIM_DECIDER=manual)'
  if (config.decider === 'delayed')
    return `delayed: the back office, ${Math.round(config.deciderDelayMs / 60_000)} minutes after each item, unless an operator acts first`
  return "auto: the back office, at each desk's time, unless an operator acts first"
}

function otpNote(mode: 'fixed' | 'random'): string {
  return mode === 'fixed'
    ? `every one-time code is ${SIM_OTP}, on loopback only`
    : 'one-time codes are random; each is printed here when sent'
}

async function runCli(): Promise<void> {
  const options = optionsFromEnv()
  const running = await startSim(options)
  installProcessGuard(process, running.sim.report)
  const shown = running.url.replace('127.0.0.1', 'localhost')
  console.log(`
Mandi reference server
  app:        ${shown}/app/
  console:    ${shown}/ops/   (operators: support and finance)
  api:        ${shown}/api/
  chat host:  ${running.chatUrl.replace('127.0.0.1', 'localhost')}
  data:       ${running.sim.config.db}
  frames:     ${running.sim.config.frameHosts.join(', ') || 'none (pages open in a new tab)'}
  decisions:  ${deciderNote(running.sim.config)}

Demo accounts (${otpNote(running.sim.config.otp)}):
  ${RICH_DEMO.mob} / ${RICH_DEMO.password}   (rich data)
  ${EMPTY_DEMO.mob} / ${EMPTY_DEMO.password}   (empty)

Operator accounts of the console (one-time code 123456 from this machine; elsewhere it is in the log):
${DEMO_OPERATORS.map((o) => `  ${o.login} / ${o.password}   (${o.role})`).join('\n')}
`)
  const stop = () => {
    running.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  runCli().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
