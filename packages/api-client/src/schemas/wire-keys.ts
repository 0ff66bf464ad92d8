import { Schema, SchemaTransformation } from 'effect'

type Mapping<S extends Schema.Struct<Schema.Struct.Fields>> = { readonly [K in keyof S['fields']]?: string }

function rename(mapping: Readonly<Record<string, string>>) {
  return (input: Record<PropertyKey, unknown>) => {
    const out: Record<PropertyKey, unknown> = {}
    for (const key of Reflect.ownKeys(input)) {
      const target = typeof key === 'string' && Object.hasOwn(mapping, key) ? mapping[key] : key
      out[target as PropertyKey] = input[key]
    }
    return out
  }
}

/**
 * Like Schema.encodeKeys (camelCase in code, the wire's spelling on the wire), but every field is decoded
 * under its wire name before the rename. With encodeKeys a value that fails to decode is reported under
 * the code name while a missing or mistyped one is reported under the wire name; here a DecodeError path
 * always uses the wire names the server actually sent (`data.kyc_status`, `data[0].Amount`).
 */
export function wireKeys<S extends Schema.Struct<Schema.Struct.Fields>, const M extends Mapping<S>>(
  mapping: M,
): (self: S) => Schema.encodeKeys<S, M> {
  return (self) => {
    const wireFields: Record<string, Schema.Top> = {}
    const typeFields: Record<string, Schema.Top> = {}
    const toCode: Record<string, string> = {}
    const toWire: Record<string, string> = {}
    for (const key of Object.keys(self.fields)) {
      const field = self.fields[key] as Schema.Top
      const wireKey = (mapping as Record<string, string | undefined>)[key] ?? key
      if (Object.hasOwn(wireFields, wireKey)) throw new Error(`Duplicate wire key: ${wireKey}`)
      wireFields[wireKey] = field
      typeFields[key] = Schema.toType(field)
      if (wireKey !== key) {
        toCode[wireKey] = key
        toWire[key] = wireKey
      }
    }
    const codec = Schema.Struct(wireFields)
      .pipe(
        Schema.decodeTo(
          Schema.Struct(typeFields),
          SchemaTransformation.transform({ decode: rename(toCode), encode: rename(toWire) }),
        ),
      )
      // The renames as data, for the plan generator (fast-read/plan-of.ts), which cannot read the closure.
      .annotate({ wireKeys: toCode })
    // Same Type and Encoded as encodeKeys<S, M>; only where decoding happens differs, so its type is reused.
    return codec as unknown as Schema.encodeKeys<S, M>
  }
}
