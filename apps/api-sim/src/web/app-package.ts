import { createReadStream, statSync } from 'node:fs'
import { Readable } from 'node:stream'
import type { Hono } from 'hono'
import type { AppEnv, Sim } from '../sim.ts'

/** Where /download links the Android package (same path the app checks). */
export const APP_PACKAGE_PATH = '/download/mandi.apk'
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive'

function packageFile(path: string | undefined): { path: string; size: number } | undefined {
  if (!path) return undefined
  try {
    const stat = statSync(path)
    return stat.isFile() ? { path, size: stat.size } : undefined
  } catch {
    return undefined
  }
}

/**
 * The app package, only when one is configured (SIM_APK_PATH): there is no real Android build, so by
 * default the path answers 404 and the app says the package is not available rather than linking nothing.
 * The file is looked up per request, so replacing it needs no restart.
 */
export function appPackageRoutes(app: Hono<AppEnv>, sim: Sim): void {
  app.on(['GET', 'HEAD'], APP_PACKAGE_PATH, (c) => {
    const file = packageFile(sim.config.apkPath)
    if (!file) return c.json({ status: 0, info: 'The app package is not available' }, 404)
    const headers = {
      'content-type': APK_CONTENT_TYPE,
      'content-length': String(file.size),
      'content-disposition': 'attachment; filename="mandi.apk"',
      'cache-control': 'no-cache',
    }
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>
    return c.body(stream, 200, headers)
  })
}
