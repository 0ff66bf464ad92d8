import { PageContent } from '../schemas/announcement.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface PageCalls {
  readonly info: (id: number) => Call<PageContent>
}

export function pageCalls(c: CallContext): PageCalls {
  return { info: (id) => getData(c, 'page/info', { id }, PageContent) }
}
