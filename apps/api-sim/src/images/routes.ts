import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import { contentTypes } from '../files/magic.ts'
import type { AppEnv, Sim } from '../sim.ts'
import { svgHeaders, tileSvg } from './svg.ts'

const SVG_ID = /^([0-9]{1,9})\.svg$/
/** Only names storeUpload generates: nothing else in the folder can be asked for. */
const STORED = /^[a-f0-9]{24}\.(png|jpg|gif|pdf|zip|mp4)$/

function idOf(c: Context): number | undefined {
  const match = SVG_ID.exec(c.req.param('file') ?? '')
  return match ? Number(match[1]) : undefined
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

/** Product, plan and avatar artwork on the API host, plus uploaded avatars. */
export function imageRoutes(app: Hono<AppEnv>, sim: Sim): void {
  app.get('/img/products/:file', (c) => {
    const id = idOf(c)
    const row =
      id === undefined
        ? undefined
        : (sim.db.prepare('SELECT title, category FROM products WHERE id = ?').get(id) as
            | { title: string; category: string }
            | undefined)
    return row ? c.body(tileSvg(row.category, row.title), 200, svgHeaders) : c.text('Not found', 404)
  })
  app.get('/img/mining/:file', (c) => {
    const id = idOf(c)
    const row =
      id === undefined
        ? undefined
        : (sim.db.prepare('SELECT title FROM mining_products WHERE id = ?').get(id) as
            | { title: string }
            | undefined)
    return row ? c.body(tileSvg('mining', row.title), 200, svgHeaders) : c.text('Not found', 404)
  })
  app.get('/img/avatars/:file', (c) => {
    const id = idOf(c)
    return id === undefined
      ? c.text('Not found', 404)
      : c.body(tileSvg('avatar', `User ${id}`, 128), 200, svgHeaders)
  })
  app.get('/img/uploads/:file', (c) => serveStored(c, join(sim.filesDir, 'avatars')))
}

/** Agent avatars and uploaded chat files on the chat host. */
export function chatFileRoutes(app: Hono<AppEnv>, sim: Sim): void {
  app.get('/files/avatars/:file', (c) => {
    const id = idOf(c)
    const row =
      id === undefined
        ? undefined
        : (sim.db.prepare('SELECT nick_name FROM chat_admins WHERE id = ?').get(id) as
            | { nick_name: string }
            | undefined)
    return row ? c.body(tileSvg('avatar', row.nick_name, 128), 200, svgHeaders) : c.text('Not found', 404)
  })
  app.get('/files/chat/:file', (c) => serveStored(c, join(sim.filesDir, 'chat')))
}
