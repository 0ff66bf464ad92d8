import { Schema } from 'effect'
import { Announcement, UnreadNotices } from '../schemas/announcement.ts'
import { type Call, type CallContext, getData, pageParam } from './context.ts'

export interface NoticeCalls {
  /** One page (newest first; page 1 when not given). */
  readonly list: (page?: number) => Call<ReadonlyArray<Announcement>>
  /** Also marks the announcement read for the signed-in user. */
  readonly info: (id: number) => Call<Announcement>
  /** GET notice/unread (extension): the announcements the signed-in user has not opened. */
  readonly unread: () => Call<UnreadNotices>
}

export function noticeCalls(c: CallContext): NoticeCalls {
  return {
    list: (page) => getData(c, 'notice/list', pageParam(page), Schema.Array(Announcement)),
    info: (id) => getData(c, 'notice/info', { id }, Announcement),
    unread: () => getData(c, 'notice/unread', {}, UnreadNotices),
  }
}
