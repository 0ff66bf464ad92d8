import { Schema } from 'effect'
import { Activity, ChannelMessage } from '../schemas/channel.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface ChannelCalls {
  /** GET channel/list: the signal channel. */
  readonly messages: () => Call<ReadonlyArray<ChannelMessage>>
  /** GET channel/list?tp=1: activities on /find. */
  readonly activities: () => Call<ReadonlyArray<Activity>>
}

export function channelCalls(c: CallContext): ChannelCalls {
  return {
    messages: () => getData(c, 'channel/list', {}, Schema.Array(ChannelMessage)),
    activities: () => getData(c, 'channel/list', { tp: 1 }, Schema.Array(Activity)),
  }
}
