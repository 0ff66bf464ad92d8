import { Schema } from 'effect'
import { Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET notice/list entry and GET notice/info answer (§3 Announcement). `contents` is HTML. */
export const Announcement = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  summary: Text,
  contents: Text,
  createdAt: Timestamp,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type Announcement = typeof Announcement.Type

/** GET page/info answer: a page by id, `contents` is HTML. */
export const PageContent = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  contents: Text,
})
export type PageContent = typeof PageContent.Type
