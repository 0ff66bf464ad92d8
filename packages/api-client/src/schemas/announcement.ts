import { Schema } from 'effect'
import { Text, Timestamp, WireBoolean, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * GET notice/list entry and GET notice/info answer (§3 Announcement). `contents` is HTML. `read` (extension,
 * optional): whether the signed-in user has opened it (notice/info marks it read).
 */
export const Announcement = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  summary: Text,
  contents: Text,
  createdAt: Timestamp,
  read: Schema.optionalKey(WireBoolean),
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type Announcement = typeof Announcement.Type

/** GET notice/unread answer (extension): how many announcements the signed-in user has not opened. */
export const UnreadNotices = Schema.Struct({ count: WireInt })
export type UnreadNotices = typeof UnreadNotices.Type

/** GET page/info answer: a page by id, `contents` is HTML. */
export const PageContent = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  contents: Text,
})
export type PageContent = typeof PageContent.Type
