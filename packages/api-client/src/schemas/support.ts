import { Schema } from 'effect'
import { Text } from './wire.ts'

/** GET user/service answer (§3 Support contact): `wa` holds one or several comma-separated numbers. */
export const SupportContact = Schema.Struct({
  wa: Text,
  tg: Text,
})
export type SupportContact = typeof SupportContact.Type

/** Config keys the app reads (§3), and `invite_reward` (extension: the invitation reward percent). */
export const ConfigKey = Schema.Literals(['service', 'payout_fee', 'invite_reward'])
export type ConfigKey = typeof ConfigKey.Type

/**
 * GET sys/config answer: one key and its value as text (payout_fee is a percent such as "20"; service is a
 * support link). Callers parse the value they need.
 */
export const SysConfig = Schema.Struct({
  key: ConfigKey,
  value: Text,
})
export type SysConfig = typeof SysConfig.Type

/**
 * GET sys/frame_hosts answer (extension): the origins (`https://host[:port]`) the app may frame, exactly the
 * server's CSP frame-src. Empty: nothing is framed.
 */
export const FrameHosts = Schema.Struct({
  hosts: Schema.Array(Schema.String),
})
export type FrameHosts = typeof FrameHosts.Type
