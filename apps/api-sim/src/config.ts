import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FaultTable } from './http/faults.ts'
import { SOCKETS_PER_ADDRESS, SOCKETS_PER_USER } from './sockets/caps.ts'

/**
 * The default of `shedWaitMs`: a request that would wait longer for its turn is answered 503 (http/admission.ts).
 * A large value such as 1e9 sheds nothing, for comparison.
 */
export const SHED_WAIT_MS = 1_500

/** Everything a caller (the CLI, a test, an e2e run) may choose; every field has a default. */
export interface SimOptions {
  /** API, images, kline socket and the app. 0 picks a free port. */
  port?: number
  /** Chat API, chat files and chat socket. 0 picks a free port. */
  chatPort?: number
  /** Interface to listen on. */
  host?: string
  /** SQLite file, or ':memory:'. */
  db?: string
  /** Where uploads go (chat files, avatars). Defaults to the db's folder, or a temp folder for ':memory:'. */
  filesDir?: string
  /** Built web app folder served at /app/. */
  webDist?: string
  /**
   * An Android package file served at /download/mandi.apk. Unset (the default: there is no real package),
   * that path answers 404 and /download says the package is not available yet.
   */
  apkPath?: string
  /** Start of the sim clock (epoch ms); defaults to real time. */
  clockStart?: number
  /** Seed of the price walk and of the random choices in the seed data. */
  seed?: number
  /** Faults injected per route, see http/faults.ts. */
  faults?: FaultTable
  /** Enables the loopback-only /__admin endpoints (clock, faults). */
  admin?: boolean
  /** Extra origins allowed for sockets and CORS, besides localhost and same-origin. */
  allowedOrigins?: string[]
  /** Session lifetime. */
  tokenTtlMs?: number
  /** Delay before the support agent answers a chat message. */
  agentReplyMs?: number
  /** Interval of live kline ticks. */
  tickMs?: number
  /** Open sockets (kline and chat) one client address may hold (sockets/caps.ts). */
  socketsPerAddress?: number
  /** Authenticated chat sockets one user may hold; a newer one closes the oldest. */
  socketsPerUser?: number
  /** A request that would wait longer than this for its turn is answered 503 with Retry-After (http/admission.ts). */
  shedWaitMs?: number
  /** Print requests and OTPs. */
  log?: boolean
}

export interface SimConfig {
  port: number
  chatPort: number
  host: string
  db: string
  filesDir: string | undefined
  webDist: string
  apkPath: string | undefined
  clockStart: number | undefined
  seed: number
  faults: FaultTable
  admin: boolean
  allowedOrigins: string[]
  tokenTtlMs: number
  agentReplyMs: number
  tickMs: number
  socketsPerAddress: number
  socketsPerUser: number
  shedWaitMs: number
  log: boolean
}

/** apps/api-sim, whether running from src/ (tsx, vitest) or dist/ (the bundle). */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export function defaultDbPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SIM_DB) return resolve(env.SIM_DB)
  const dir = env.SIM_DATA_DIR ? resolve(env.SIM_DATA_DIR) : resolve(packageDir, '.data')
  return resolve(dir, 'sim.sqlite')
}

export function resolveConfig(options: SimOptions): SimConfig {
  return {
    port: options.port ?? 8080,
    chatPort: options.chatPort ?? 8081,
    host: options.host ?? '127.0.0.1',
    db: options.db ?? defaultDbPath(),
    filesDir: options.filesDir,
    webDist: options.webDist ?? resolve(packageDir, '../web/dist'),
    apkPath: options.apkPath,
    clockStart: options.clockStart,
    seed: options.seed ?? 20240601,
    faults: options.faults ?? {},
    admin: options.admin ?? false,
    allowedOrigins: options.allowedOrigins ?? [],
    tokenTtlMs: options.tokenTtlMs ?? 7 * 24 * 3_600_000,
    agentReplyMs: options.agentReplyMs ?? 1500,
    tickMs: options.tickMs ?? 1000,
    socketsPerAddress: options.socketsPerAddress ?? SOCKETS_PER_ADDRESS,
    socketsPerUser: options.socketsPerUser ?? SOCKETS_PER_USER,
    shedWaitMs: options.shedWaitMs ?? SHED_WAIT_MS,
    log: options.log ?? false,
  }
}

/** Options of `npm run serve` / `npm run dev`, from the environment. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SimOptions {
  const number = (value: string | undefined) =>
    value === undefined || value === '' ? undefined : Number(value)
  return {
    port: number(env.PORT),
    chatPort: number(env.CHAT_PORT),
    host: env.HOST || undefined,
    db: defaultDbPath(env),
    webDist: env.SIM_WEB_DIST ? resolve(env.SIM_WEB_DIST) : undefined,
    apkPath: env.SIM_APK_PATH ? resolve(env.SIM_APK_PATH) : undefined,
    seed: number(env.SIM_SEED),
    faults: env.SIM_FAULTS ? (JSON.parse(env.SIM_FAULTS) as FaultTable) : undefined,
    admin: env.SIM_ADMIN === '1',
    allowedOrigins: env.SIM_ALLOWED_ORIGINS
      ? env.SIM_ALLOWED_ORIGINS.split(',').map((o) => o.trim())
      : undefined,
    tokenTtlMs: number(env.SIM_TOKEN_TTL_MS),
    socketsPerAddress: number(env.SIM_SOCKETS_PER_ADDRESS),
    socketsPerUser: number(env.SIM_SOCKETS_PER_USER),
    shedWaitMs: number(env.SIM_SHED_WAIT_MS),
    log: true,
  }
}
