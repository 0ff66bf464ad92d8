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
  /** Built operators' console (apps/back-office) served at /ops/. */
  opsDist?: string
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
  /**
   * One-time codes: 'fixed' is the demo's 123456 (the default on a loopback host), 'random' a fresh six-digit
   * code per send, printed in the log as an SMS gateway's would be (the default on any other host).
   */
  otp?: OtpMode
  /** 'fixed' codes on a host that is not loopback: refused at start unless this says so explicitly. */
  fixedOtpOffLoopback?: boolean
  /**
   * Per-address limits on guessing (src/http/throttle.ts): 'remote' (default) limits every address but
   * loopback (load tests and e2e run from one address), 'all' loopback too, 'off' none. Per-account limits
   * always apply.
   */
  addressLimits?: AddressLimits
  /**
   * Origins the app may show in a frame (/webview, the /service live chat), e.g. 'https://docs.example.com';
   * the app's CSP frame-src lists exactly these. Empty (default): nothing is framed, pages open in a new tab.
   */
  frameHosts?: string[]
  /**
   * Who decides withdrawals, bank transfers and PAN reviews (services/decider.ts): 'auto' (default) the
   * back-office jobs, each at its own time unless an operator decided first; 'manual' only operators in the
   * console; 'delayed' the jobs, but only `deciderDelayMs` after each item came, unless an operator acts first.
   */
  decider?: DeciderMode
  /** The wait of 'delayed' (ms of the sim clock after a withdrawal is made, a UTR or a PAN is sent). */
  deciderDelayMs?: number
}

/** Who decides the money queues: see SimOptions.decider. */
export type DeciderMode = 'auto' | 'manual' | 'delayed'

/** The default wait of `SIM_DECIDER=delayed`: an hour of the sim clock. */
export const DEFAULT_DECIDER_DELAY_MS = 3_600_000

export type OtpMode = 'fixed' | 'random'
export type AddressLimits = 'off' | 'remote' | 'all'

export interface SimConfig {
  port: number
  chatPort: number
  host: string
  db: string
  filesDir: string | undefined
  webDist: string
  opsDist: string
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
  otp: OtpMode
  addressLimits: AddressLimits
  frameHosts: string[]
  decider: DeciderMode
  deciderDelayMs: number
}

/** apps/api-sim, whether running from src/ (tsx, vitest) or dist/ (the bundle). */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export function defaultDbPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SIM_DB) return resolve(env.SIM_DB)
  const dir = env.SIM_DATA_DIR ? resolve(env.SIM_DATA_DIR) : resolve(packageDir, '.data')
  return resolve(dir, 'sim.sqlite')
}

/** A host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
}

/**
 * An allowed frame origin from the configuration: 'https://host[:port]' or a bare host name (https is
 * implied). Anything else (another scheme, a path, userinfo, a wildcard) stops the start with a message.
 */
export function frameOrigin(entry: string): string {
  const text = entry.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  let url: URL | undefined
  try {
    url = new URL(withScheme)
  } catch {
    url = undefined
  }
  const plain =
    url !== undefined &&
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    url.pathname === '/' &&
    !text.includes('*') &&
    /^https:\/\/[^/]+\/?$/i.test(withScheme)
  if (!plain || url === undefined) {
    throw new Error(
      `frame host "${entry}" is not an https origin such as https://docs.example.com (no path, no wildcard)`,
    )
  }
  return url.origin
}

export function resolveConfig(options: SimOptions): SimConfig {
  const host = options.host ?? '127.0.0.1'
  const otp = options.otp ?? (isLoopbackHost(host) ? 'fixed' : 'random')
  if (otp === 'fixed' && !isLoopbackHost(host) && !options.fixedOtpOffLoopback) {
    throw new Error(
      `refusing to start: the fixed one-time code 123456 would be accepted from anyone who can reach ${host}. ` +
        'Listen on loopback (HOST=127.0.0.1), use random codes (SIM_OTP=random), or, for a closed test ' +
        'network only, set SIM_FIXED_OTP_OFF_LOOPBACK=1.',
    )
  }
  return {
    port: options.port ?? 8080,
    chatPort: options.chatPort ?? 8081,
    host,
    db: options.db ?? defaultDbPath(),
    filesDir: options.filesDir,
    webDist: options.webDist ?? resolve(packageDir, '../web/dist'),
    opsDist: options.opsDist ?? resolve(packageDir, '../back-office/dist'),
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
    otp,
    addressLimits: options.addressLimits ?? 'remote',
    frameHosts: [...new Set((options.frameHosts ?? []).map(frameOrigin))],
    decider: options.decider ?? 'auto',
    deciderDelayMs: deciderDelay(options.deciderDelayMs),
  }
}

/** The wait of 'delayed': a whole number of ms, at least 0 and at most 30 days; anything else stops the start. */
function deciderDelay(value: number | undefined): number {
  if (value === undefined) return DEFAULT_DECIDER_DELAY_MS
  if (!Number.isSafeInteger(value) || value < 0 || value > 30 * 86_400_000) {
    throw new Error(`SIM_DECIDER_DELAY_MS must be a whole number of ms from 0 to 2592000000 (got "${value}")`)
  }
  return value
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
    opsDist: env.SIM_OPS_DIST ? resolve(env.SIM_OPS_DIST) : undefined,
    apkPath: env.SIM_APK_PATH ? resolve(env.SIM_APK_PATH) : undefined,
    clockStart: clockStart(env.SIM_CLOCK_START),
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
    otp: oneOf(env, 'SIM_OTP', ['fixed', 'random'] as const),
    fixedOtpOffLoopback: env.SIM_FIXED_OTP_OFF_LOOPBACK === '1',
    addressLimits: oneOf(env, 'SIM_ADDRESS_LIMITS', ['off', 'remote', 'all'] as const),
    frameHosts: env.SIM_FRAME_HOSTS
      ? env.SIM_FRAME_HOSTS.split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : undefined,
    decider: oneOf(env, 'SIM_DECIDER', ['auto', 'manual', 'delayed'] as const),
    deciderDelayMs: number(env.SIM_DECIDER_DELAY_MS),
  }
}

/**
 * `SIM_CLOCK_START`: the sim clock's start as an ISO instant with its zone ('2026-06-01T10:20:00+05:30' or
 * '...Z'); unset or empty, real time. A date without a zone, or anything `Date` cannot read, stops the start
 * (a local reading would differ per machine).
 */
function clockStart(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  const at = Date.parse(value)
  if (!zoned || Number.isNaN(at)) {
    throw new Error(
      `SIM_CLOCK_START must be an ISO instant with a zone, such as 2026-06-01T10:20:00+05:30 (got "${value}")`,
    )
  }
  return at
}

/** An environment setting that must be one of `values` (unset or empty: the default). */
function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[]): T | undefined {
  const value = env[name]
  if (value === undefined || value === '') return undefined
  if (!(values as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${values.join(', ')} (got "${value}")`)
  }
  return value as T
}
