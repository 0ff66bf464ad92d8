import { createReadStream, statSync } from 'node:fs'
import { Readable } from 'node:stream'
import type { Hono } from 'hono'
import type { AppEnv, Sim } from '../sim.ts'

/** Where /download links the Android package. */
export const APP_PACKAGE_PATH = '/download/mandi.apk'
/**
 * What the app reads to learn whether there is a package and where: `{ available: false }` or
 * `{ available: true, href }`. Always 200, so the check leaves no failed request in the browser console; a
 * static deployment can publish the same file beside the package.
 */
export const APP_PACKAGE_INFO_PATH = '/download/package.json'
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
  app.get(APP_PACKAGE_INFO_PATH, (c) => {
    c.header('cache-control', 'no-cache')
    return c.json(
      packageFile(sim.config.apkPath) ? { available: true, href: APP_PACKAGE_PATH } : { available: false },
    )
  })
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
