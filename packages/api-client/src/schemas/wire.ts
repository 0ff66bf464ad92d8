import { type Paise, paiseToRupeeString, toPaise } from '@mandi/domain'
import { Effect, Schema, SchemaGetter, SchemaIssue } from 'effect'

/**
 * Wire primitives shared by every entity. Servers in the wild send numbers as JSON numbers or numeric
 * strings; these codecs accept both and refuse anything that would surface as NaN in a view.
 */

const NumberOrString = Schema.Union([Schema.Number, Schema.String])

const isPaise = (u: unknown): u is Paise => typeof u === 'number' && Number.isSafeInteger(u)

/** The decoded side of money: a whole number of paise (the brand comes from @mandi/domain). */
export const PaiseValue = Schema.declare<Paise>(isPaise, { expected: 'a whole number of paise' })

/**
 * Money: decimal rupees on the wire (1200.5 or "1200.50"), integer paise in code. Parsing is delegated to
 * @mandi/domain's toPaise so there is exactly one money parser in the product; on the way out it becomes a
 * plain two-decimal string.
 */
export const Money = NumberOrString.pipe(
  Schema.decodeTo(PaiseValue, {
    decode: SchemaGetter.transformEffect((value: number | string) => {
      try {
        return Effect.succeed(toPaise(value))
      } catch {
        return Effect.fail(new SchemaIssue.InvalidValue({ message: `Expected an amount in rupees` }, value))
      }
    }),
    encode: SchemaGetter.transform((p: Paise) => paiseToRupeeString(p)),
  }),
)

const decimalPattern = /^-?[0-9]+(\.[0-9]+)?$/

/** A finite number (prices of market pairs, rates, percents), as a JSON number or a plain decimal string. */
export const WireNumber = NumberOrString.pipe(
  Schema.decodeTo(Schema.Finite, {
    decode: SchemaGetter.transformEffect((value: number | string) => {
      const n = typeof value === 'number' ? value : decimalPattern.test(value) ? Number(value) : Number.NaN
      return Number.isFinite(n)
        ? Effect.succeed(n)
        : Effect.fail(new SchemaIssue.InvalidValue({ message: 'Expected a finite number' }, value))
    }),
    encode: SchemaGetter.transform((n: number) => n),
  }),
)

/** An integer (ids, counts, statuses), as a JSON number or a string of digits. */
export const WireInt = NumberOrString.pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transformEffect((value: number | string) => {
      const n = typeof value === 'number' ? value : /^-?[0-9]+$/.test(value) ? Number(value) : Number.NaN
      return Number.isSafeInteger(n)
        ? Effect.succeed(n)
        : Effect.fail(new SchemaIssue.InvalidValue({ message: 'Expected an integer' }, value))
    }),
    encode: SchemaGetter.transform((n: number) => n),
  }),
)

/** A flag sent either as a JSON boolean or as 0/1. */
export const WireBoolean = Schema.Union([Schema.Boolean, Schema.Literals([0, 1])]).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((value: boolean | 0 | 1) => value === true || value === 1),
    encode: SchemaGetter.transform((b: boolean) => b),
  }),
)

/** Free text that some servers send as null when empty; the app always gets a string. */
export const Text = Schema.NullOr(Schema.String).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((value: string | null) => value ?? ''),
    encode: SchemaGetter.transform((s: string) => s),
  }),
)

/** `"YYYY-MM-DD HH:mm:ss"` in IST, kept as text: views format it, nothing computes with it. */
export const Timestamp = Schema.String
