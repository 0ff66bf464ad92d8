import { Schema } from 'effect'

/** Response status of every call (§4): 1 success, 0 rejected by the server, 3 session invalid. */
export const ResponseStatus = Schema.Literals([0, 1, 3])
export type ResponseStatus = typeof ResponseStatus.Type

/**
 * The `{ status, info, data }` envelope around every answer. `msg` is accepted because product buy/sell
 * answer "info or msg" (§7); `data` stays unknown here and is decoded by the call's own schema.
 */
export const Envelope = Schema.Struct({
  status: ResponseStatus,
  info: Schema.optionalKey(Schema.NullOr(Schema.String)),
  msg: Schema.optionalKey(Schema.NullOr(Schema.String)),
  data: Schema.optionalKey(Schema.Unknown),
})
export type Envelope = typeof Envelope.Type
