import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Effect, Schema, SchemaGetter, SchemaIssue } from 'effect'
import {
  FAIL,
  type Fail,
  isPaise,
  money,
  text,
  type WireValueName,
  wireInt,
  wireNumber,
} from '../wire-values.ts'

/**
 * Wire primitives shared by every entity. Servers in the wild send numbers as JSON numbers or numeric
 * strings; these codecs accept both and refuse anything that would surface as NaN in a view.
 */

const NumberOrString = Schema.Union([Schema.Number, Schema.String])

/**
 * Names the plain function of wire-values.ts that decodes a primitive exactly as its schema does: the plan
 * generator (fast-read/plan-of.ts) emits that name instead of walking the transformation.
 */
const wireValue = (name: WireValueName) => ({ wireValue: name })

/** The result of a plain decoder as a transformation's Effect. */
function orIssue<T>(value: T | Fail, input: unknown, message: string) {
  return value === FAIL
    ? Effect.fail(new SchemaIssue.InvalidValue({ message }, input))
    : Effect.succeed(value as T)
}

/** The decoded side of money: a whole number of paise (the brand comes from @mandi/domain). */
export const PaiseValue = Schema.declare<Paise>(isPaise, { expected: 'a whole number of paise' })

/**
 * Money: decimal rupees on the wire (1200.5 or "1200.50"), integer paise in code. Parsing is delegated to
 * @mandi/domain's toPaise so there is exactly one money parser in the product; on the way out it becomes a
 * plain two-decimal string.
 */
export const Money = NumberOrString.pipe(
  Schema.decodeTo(PaiseValue, {
    decode: SchemaGetter.transformEffect((value: number | string) =>
      orIssue(money(value), value, 'Expected an amount in rupees'),
    ),
    encode: SchemaGetter.transform((p: Paise) => paiseToRupeeString(p)),
  }),
).annotate(wireValue('money'))

/** A finite number (prices of market pairs, rates, percents), as a JSON number or a plain decimal string. */
export const WireNumber = NumberOrString.pipe(
  Schema.decodeTo(Schema.Finite, {
    decode: SchemaGetter.transformEffect((value: number | string) =>
      orIssue(wireNumber(value), value, 'Expected a finite number'),
    ),
    encode: SchemaGetter.transform((n: number) => n),
  }),
).annotate(wireValue('wireNumber'))

/** An integer (ids, counts, statuses), as a JSON number or a string of digits. */
export const WireInt = NumberOrString.pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transformEffect((value: number | string) =>
      orIssue(wireInt(value), value, 'Expected an integer'),
    ),
    encode: SchemaGetter.transform((n: number) => n),
  }),
).annotate(wireValue('wireInt'))

/** A flag sent either as a JSON boolean or as 0/1. */
export const WireBoolean = Schema.Union([Schema.Boolean, Schema.Literals([0, 1])])
  .pipe(
    Schema.decodeTo(Schema.Boolean, {
      decode: SchemaGetter.transform((value: boolean | 0 | 1) => value === true || value === 1),
      encode: SchemaGetter.transform((b: boolean) => b),
    }),
  )
  .annotate(wireValue('wireBoolean'))

/** Free text that some servers send as null when empty; the app always gets a string. */
export const Text = Schema.NullOr(Schema.String)
  .pipe(
    Schema.decodeTo(Schema.String, {
      decode: SchemaGetter.transform((value: string | null) => text(value) as string),
      encode: SchemaGetter.transform((s: string) => s),
    }),
  )
  .annotate(wireValue('text'))

/** `"YYYY-MM-DD HH:mm:ss"` in IST, kept as text: views format it, nothing computes with it. */
export const Timestamp = Schema.String
