import { Schema } from 'effect'
import { Activity, ChannelMessage } from '../schemas/channel.ts'
import { type Call, type CallContext, getData, pageParam } from './context.ts'

export interface ChannelCalls {
  /** GET channel/list: the signal channel. */
  readonly messages: (page?: number) => Call<ReadonlyArray<ChannelMessage>>
  /** GET channel/list?tp=1: activities on /find. */
  readonly activities: (page?: number) => Call<ReadonlyArray<Activity>>
}

export function channelCalls(c: CallContext): ChannelCalls {
  return {
    messages: (page) => getData(c, 'channel/list', pageParam(page), Schema.Array(ChannelMessage)),
    activities: (page) => getData(c, 'channel/list', { tp: 1, ...pageParam(page) }, Schema.Array(Activity)),
  }
}
