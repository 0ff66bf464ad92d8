import { Schema } from 'effect'
import { Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET channel/list entry (§3 Channel message): `msg` is rich text (HTML). */
export const ChannelMessage = Schema.Struct({
  id: WireInt,
  msg: Text,
  createdAt: Timestamp,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type ChannelMessage = typeof ChannelMessage.Type

/** GET channel/list?tp=1 entry: an activity card on /find. `action` is the card's button label or link. */
export const Activity = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  msg: Text,
  status: WireInt,
  action: Text,
  createdAt: Timestamp,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type Activity = typeof Activity.Type
