import { int, text } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'

const RANKING_FIELDS = ['team', 'team_month', 'invite', 'invite_moth'] as const

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

  r.get('notice/list', ({ sim, args }) => {
    const page = pageOf(args)
    return ok(
      (
        sim.db
          .prepare('SELECT * FROM notices ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
          .all(page.limit, page.offset) as NoticeRow[]
      ).map(notice),
    )
  })

  r.get('notice/info', ({ sim, args }) => {
    const row = sim.db
      .prepare('SELECT * FROM notices WHERE id = ?')
      .get(int(args, 'id', 1, 1e9, 'Notice not found')) as NoticeRow | undefined
    return row ? ok(notice(row)) : fail('Notice not found')
  })

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

  r.get('user/ranking', ({ sim, args }) => {
    const filed = text(args, 'filed') as (typeof RANKING_FIELDS)[number]
    if (!RANKING_FIELDS.includes(filed)) return fail('Unknown ranking')
    const rows = sim.db
      .prepare('SELECT name, code, score FROM rankings WHERE filed = ? ORDER BY score DESC, id')
      .all(filed) as { name: string; code: string; score: number }[]
    // One score per board is stored; the other columns are derived so every entry is complete.
    return ok(
      rows.map((row) => {
        const team = filed.startsWith('team') ? row.score : row.score * 1000
        const invite = filed.startsWith('invite') ? row.score : Math.max(1, Math.floor(row.score / 1000))
        return {
          member: { name: row.name, code: row.code },
          team: filed === 'team' ? team : Math.floor(team / 4),
          team_month: filed === 'team_month' ? team : team * 4,
          invite: filed === 'invite' ? invite : Math.floor(invite / 4),
          invite_moth: filed === 'invite_moth' ? invite : invite * 4,
        }
      }),
    )
  })
}
