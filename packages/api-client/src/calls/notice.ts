import { Schema } from 'effect'
import { Announcement } from '../schemas/announcement.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface NoticeCalls {
  readonly list: () => Call<ReadonlyArray<Announcement>>
  readonly info: (id: number) => Call<Announcement>
}

export function noticeCalls(c: CallContext): NoticeCalls {
  return {
    list: () => getData(c, 'notice/list', {}, Schema.Array(Announcement)),
    info: (id) => getData(c, 'notice/info', { id }, Announcement),
  }
}
