import { Schema } from 'effect'
import { Announcement, UnreadNotices } from '../schemas/announcement.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface NoticeCalls {
  readonly list: () => Call<ReadonlyArray<Announcement>>
  /** Also marks the announcement read for the signed-in user. */
  readonly info: (id: number) => Call<Announcement>
  /** GET notice/unread (extension): the announcements the signed-in user has not opened. */
  readonly unread: () => Call<UnreadNotices>
}

export function noticeCalls(c: CallContext): NoticeCalls {
  return {
    list: () => getData(c, 'notice/list', {}, Schema.Array(Announcement)),
    info: (id) => getData(c, 'notice/info', { id }, Announcement),
    unread: () => getData(c, 'notice/unread', {}, UnreadNotices),
  }
}
