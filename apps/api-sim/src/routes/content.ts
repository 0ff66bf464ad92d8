import { int, text } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'

export function contentRoutes(r: Router): void {
  r.get('reward/last_ten', ({ sim, userId }) => {
    const rows = sim.db
      .prepare(
        'SELECT code, name, amount, created_at FROM rewards WHERE user_id = ? ORDER BY created_at DESC LIMIT 10',
      )
      .all(userId) as { code: string; name: string; amount: number; created_at: number }[]
    return ok(
      rows.map((row) => ({ ...row, amount: money(row.amount), created_at: timestamp(row.created_at) })),
    )
  })

  type NoticeRow = {
    id: number
    title: string
    summary: string
    contents: string
    image: string
    created_at: number
  }
  const notice = (row: NoticeRow) => ({ ...row, created_at: timestamp(row.created_at) })

  // `read` (extension): whether this user has opened the announcement (notice/info marks it).
  r.get('notice/list', ({ sim, userId, args }) => {
    const page = pageOf(args)
    return ok(
      (
        sim.db
          .prepare(
            `SELECT n.*, EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?) AS read
             FROM notices n ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`,
          )
          .all(userId, page.limit, page.offset) as (NoticeRow & { read: number })[]
      ).map((row) => ({ ...notice(row), read: row.read })),
    )
  })

  r.get('notice/info', ({ sim, userId, args }) => {
    const row = sim.db
      .prepare('SELECT * FROM notices WHERE id = ?')
      .get(int(args, 'id', 1, 1e9, 'Notice not found')) as NoticeRow | undefined
    if (!row) return fail('Notice not found')
    // Opening an announcement marks it read for this user (once; the first time is kept).
    sim.db
      .prepare('INSERT OR IGNORE INTO notice_reads (user_id, notice_id, read_at) VALUES (?, ?, ?)')
      .run(userId, row.id, sim.clock.now())
    return ok({ ...notice(row), read: 1 })
  })

  /** Extension: how many announcements this user has not opened (the /home bell). */
  r.get('notice/unread', ({ sim, userId }) =>
    ok({
      count: (
        sim.db
          .prepare(
            'SELECT COUNT(*) AS n FROM notices n WHERE NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?)',
          )
          .get(userId) as { n: number }
      ).n,
    }),
  )

  r.get('page/info', ({ sim, args }) => {
    const row = sim.db
      .prepare('SELECT id, title, contents, url FROM pages WHERE id = ?')
      .get(int(args, 'id', 1, 1e9, 'Page not found')) as
      | { id: number; title: string; contents: string; url: string }
      | undefined
    return row ? ok(row) : fail('Page not found')
  })

  r.get('channel/list', ({ sim, args }) => {
    const activities = text(args, 'tp') === '1'
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        'SELECT * FROM channel_messages WHERE tp = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(activities ? 1 : 0, page.limit, page.offset) as {
      id: number
      title: string
      msg: string
      status: number
      action: string
      image: string
      created_at: number
    }[]
    return ok(
      rows.map((row) =>
        activities
          ? {
              id: row.id,
              title: row.title,
              msg: row.msg,
              status: row.status,
              action: row.action,
              image: row.image,
              created_at: timestamp(row.created_at),
            }
          : { id: row.id, msg: row.msg, created_at: timestamp(row.created_at) },
      ),
    )
  })
}
