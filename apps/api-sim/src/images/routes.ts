import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import { contentTypes } from '../files/magic.ts'
import type { AppEnv, Sim } from '../sim.ts'
import { artSvg, CATEGORY_ART, isCategory, isKind, KIND_ART } from './art.ts'
import { svgHeaders } from './svg.ts'

const SVG_ID = /^([0-9]{1,9})\.svg$/
const SVG_NAME = /^([a-z]{1,20})\.svg$/
/** Only names storeUpload generates: nothing else in the folder can be asked for. */
const STORED = /^[a-f0-9]{24}\.(png|jpg|gif|pdf|zip|mp4)$/

function idOf(c: Context): number | undefined {
  const match = SVG_ID.exec(c.req.param('file') ?? '')
  return match ? Number(match[1]) : undefined
}

function nameOf(c: Context): string {
  return SVG_NAME.exec(c.req.param('file') ?? '')?.[1] ?? ''
}

/** Each picture is drawn once; the body and its ETag never change while the sim runs. */
const drawn = new Map<string, string>()
function picture(key: string, draw: () => string): string {
  let body = drawn.get(key)
  if (body === undefined) {
    body = draw()
    drawn.set(key, body)
  }
  return body
}

function sendSvg(c: Context, body: string) {
  const headers = svgHeaders(body)
  if (c.req.header('if-none-match') === headers.etag) return c.body(null, 304, headers)
  return c.body(body, 200, headers)
}

/** One illustration by its key, or 404 when the name is none of the drawn ones. */
function artPicture(c: Context, key: string, art: Parameters<typeof artSvg>[0] | undefined) {
  return art === undefined
    ? c.text('Not found', 404)
    : sendSvg(
        c,
        picture(key, () => artSvg(art)),
      )
}

function categoryPicture(c: Context, category: string) {
  return artPicture(c, `category:${category}`, isCategory(category) ? CATEGORY_ART[category] : undefined)
}

function kindPicture(c: Context, kind: string) {
  return artPicture(c, `kind:${kind}`, isKind(kind) ? KIND_ART[kind] : undefined)
}

export function serveStored(c: Context, dir: string) {
  const name = c.req.param('file') ?? ''
  const match = STORED.exec(name)
  const file = join(dir, name)
  if (!match || !existsSync(file)) return c.text('Not found', 404)
  const ext = match[1] as string
  const image = ext === 'png' || ext === 'jpg' || ext === 'gif'
  return c.body(new Uint8Array(readFileSync(file)), 200, {
    'content-type': contentTypes[ext] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    // A file opened directly runs nothing, and non-images download instead of rendering.
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'public, max-age=31536000, immutable',
    ...(image ? {} : { 'content-disposition': `attachment; filename="${name}"` }),
  })
}

/**
 * Pictures on the API host: one illustration per product category and per kind of announcement, activity
 * or plan (no text inside), and uploaded avatars. A user without an upload has no picture at all: the app
 * shows the initials of the name.
 */
export function imageRoutes(app: Hono<AppEnv>, sim: Sim): void {
  app.get('/img/categories/:file', (c) => categoryPicture(c, nameOf(c)))
  app.get('/img/kinds/:file', (c) => kindPicture(c, nameOf(c)))
  // The per-product paths an older database still holds: the picture of the product's category.
  app.get('/img/products/:file', (c) => {
    const id = idOf(c)
    const row =
      id === undefined
        ? undefined
        : (sim.db.prepare('SELECT category FROM products WHERE id = ?').get(id) as
            | { category: string }
            | undefined)
    return row ? categoryPicture(c, row.category) : c.text('Not found', 404)
  })
  // The per-plan paths an older database still holds (and old announcement markup): the mining picture.
  app.get('/img/mining/:file', (c) => {
    const id = idOf(c)
    const known = id !== undefined && sim.db.prepare('SELECT 1 FROM mining_products WHERE id = ?').get(id)
    return known ? kindPicture(c, 'mining') : c.text('Not found', 404)
  })
  app.get('/img/uploads/:file', (c) => serveStored(c, join(sim.filesDir, 'avatars')))
}

/** Uploaded chat files on the chat host. Agents have no picture: the app shows their initials. */
export function chatFileRoutes(app: Hono<AppEnv>, sim: Sim): void {
  app.get('/files/chat/:file', (c) => serveStored(c, join(sim.filesDir, 'chat')))
}
