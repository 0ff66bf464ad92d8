import { Hono } from 'hono'
import { chatRoutes } from './chat/routes.ts'
import { adminRoutes } from './http/admin.ts'
import { compressAnswers } from './http/compress.ts'
import { simCors } from './http/cors.ts'
import { bodyLimits } from './http/limits.ts'
import { createRouter } from './http/router.ts'
import { chatFileRoutes, imageRoutes } from './images/routes.ts'
import { opsRoutes } from './ops/http.ts'
import { passkeyRoutes } from './passkeys/routes.ts'
import { authRoutes } from './routes/auth.ts'
import { bankRoutes } from './routes/bank.ts'
import { contentRoutes } from './routes/content.ts'
import { miningRoutes } from './routes/mining.ts'
import { proRoutes } from './routes/pro.ts'
import { productRoutes } from './routes/products.ts'
import { rankingRoutes } from './routes/ranking.ts'
import { teamRoutes } from './routes/team.ts'
import { tradeRoutes } from './routes/trade.ts'
import { transferRoutes } from './routes/transfer.ts'
import { userRoutes } from './routes/user.ts'
import { walletRoutes } from './routes/wallet.ts'
import type { AppEnv, Sim } from './sim.ts'
import { appPackageRoutes } from './web/app-package.ts'
import { createOpsConsoleServer } from './web/ops-console.ts'
import { payPageRoutes } from './web/pay-page.ts'
import { createAppServer } from './web/static-app.ts'

function common(app: Hono<AppEnv>, sim: Sim): void {
  app.notFound((c) => c.json({ status: 0, info: 'Not found' }, 404))
  app.onError((error, c) => {
    sim.report(`${c.req.method} ${c.req.path}`, error)
    return c.json({ status: 0, info: 'Server error' }, 500)
  })
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
  })
}

/**
 * What every call of a host goes through, in this order: CORS, gzip (JSON lists such as products, klines and
 * settlements shrink several times over on a phone connection), body size limits, then the admin's faults
 * (named by `faultPath`, as the admin switches name the calls).
 */
function callLayers(
  app: Hono<AppEnv>,
  sim: Sim,
  scope: string,
  layers: { limits: Parameters<typeof bodyLimits>[0]; faultPath: (path: string) => string },
): void {
  app.use(scope, simCors(sim.config.allowedOrigins))
  app.use(scope, compressAnswers())
  app.use(scope, bodyLimits(layers.limits))
  app.use(scope, sim.faults.middleware(layers.faultPath))
  // Every other route of the host too (the payment page's form, the admin switches): no body is read unbounded.
  app.use('*', bodyLimits(layers.limits))
}

/**
 * The API host: §7 calls under /api, images, the payment page, the app at /app/, the operators' console at
 * /ops/ with its API at /ops/api, and admin switches.
 */
export function createApiApp(sim: Sim): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  common(app, sim)
  callLayers(app, sim, '/api/*', {
    limits: { '/api/user/set_face_icon': 3 * 1024 * 1024 },
    faultPath: (path) => path.replace(/^\/api\//, ''),
  })
  if (sim.config.log) {
    app.use('/api/*', async (c, next) => {
      const started = Date.now()
      await next()
      sim.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`)
    })
  }
  const r = createRouter(app, sim, '/api')
  authRoutes(r)
  userRoutes(r)
  productRoutes(r)
  walletRoutes(r)
  transferRoutes(r)
  bankRoutes(r)
  tradeRoutes(r)
  proRoutes(r)
  miningRoutes(r)
  contentRoutes(r)
  teamRoutes(r)
  rankingRoutes(r)
  passkeyRoutes(r)
  imageRoutes(app, sim)
  payPageRoutes(app, sim)
  appPackageRoutes(app, sim)
  adminRoutes(app, sim)
  // A getter: with port 0 the chat port is known only after listening.
  const serveApp = createAppServer(sim.config.webDist, () => sim.config.chatPort, sim.config.frameHosts)
  app.get('/', (c) => c.redirect('/app/', 302))
  app.get('/app', (c) => c.redirect('/app/', 301))
  app.on(['GET', 'HEAD'], '/app/*', serveApp)
  opsRoutes(app, sim)
  const serveOps = createOpsConsoleServer(sim.config.opsDist, () => sim.config.chatPort)
  app.get('/ops', (c) => c.redirect('/ops/', 301))
  app.on(['GET', 'HEAD'], '/ops/*', serveOps)
  return app
}

/** The chat host: the chat API at its root (the spec's separate host), agent avatars and chat files. */
export function createChatApp(sim: Sim): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  common(app, sim)
  callLayers(app, sim, '*', {
    limits: { '/upload': 6 * 1024 * 1024 },
    faultPath: (path) => `chat/${path.replace(/^\//, '')}`,
  })
  chatRoutes(createRouter(app, sim, ''))
  chatFileRoutes(app, sim)
  return app
}
