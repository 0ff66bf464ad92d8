import { Schema } from 'effect'
import { Announcement } from '../schemas/announcement.ts'
import { type Call, type CallContext, getData, pageParam } from './context.ts'

export interface NoticeCalls {
  /** One page (newest first; page 1 when not given). */
  readonly list: (page?: number) => Call<ReadonlyArray<Announcement>>
  readonly info: (id: number) => Call<Announcement>
}

export function noticeCalls(c: CallContext): NoticeCalls {
  return {
    list: (page) => getData(c, 'notice/list', pageParam(page), Schema.Array(Announcement)),
    info: (id) => getData(c, 'notice/info', { id }, Announcement),
  }
}
