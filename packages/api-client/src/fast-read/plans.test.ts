import { Exit, Schema, SchemaTransformation } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Money, Text, WireBoolean, WireInt, WireNumber } from '../schemas/wire.ts'
import { wireKeys } from '../schemas/wire-keys.ts'
import { AT, wire } from '../test-support/fixtures.ts'
import { FAIL, WIRE_VALUES } from '../wire-values.ts'
import { decodePlan, type Plan } from './plan.ts'
import { planOf } from './plan-of.ts'
import { PLANS } from './plans.gen.ts'
import { PLAN_SOURCES, type PlanName } from './sources.ts'

const names = Object.keys(PLAN_SOURCES) as PlanName[]

/** What Effect makes of `input`: the decoded value, or FAIL. */
function effectDecode(schema: Schema.Top, input: unknown): unknown {
  const exit = Schema.decodeUnknownExit(schema as Schema.Decoder<unknown>)(input)
  return Exit.isSuccess(exit) ? exit.value : FAIL
}

describe('plans.gen.ts', () => {
  it('holds the plan of every schema of sources.ts, as the generator reads it now', () => {
    // Fails after a change to one of these schemas until `npm run plans -w @mandi/api-client` is run.
    expect(Object.keys(PLANS).sort()).toEqual([...names].sort())
    for (const name of names) expect(PLANS[name], name).toEqual(planOf(PLAN_SOURCES[name]))
  })
})

describe('planOf', () => {
  it('reads the wire names of a wireKeys struct and marks optional keys', () => {
    const schema = Schema.Struct({ kycStatus: WireInt, note: Schema.optionalKey(Text) }).pipe(
      wireKeys({ kycStatus: 'kyc_status' }),
    )
    expect(planOf(schema)).toEqual([
      'struct',
      [
        ['kyc_status', 'kycStatus', ['value', 'wireInt']],
        ['note', 'note', ['value', 'text'], 1],
      ],
    ])
  })

  it.each([
    ['a check', Schema.String.check(Schema.isMinLength(1))],
    ['a primitive with a check added', Schema.Struct({ price: Money.check(Schema.isGreaterThan(0)) })],
    ['a transformation it does not know', Schema.NumberFromString],
    ['a tuple', Schema.Tuple([Schema.String, Schema.Number])],
    ['an index signature', Schema.Record(Schema.String, Schema.String)],
    ['an unknown wire value', Schema.String.annotate({ wireValue: 'rupees' })],
    [
      'a rename from something other than a plain struct',
      Schema.String.pipe(
        Schema.decodeTo(
          Schema.Struct({ a: Schema.String }),
          SchemaTransformation.transform({ decode: (a: string) => ({ a }), encode: ({ a }) => a }),
        ),
      ).annotate({ wireKeys: {} }),
    ],
    ['a oneOf union', Schema.Union([Schema.String, Schema.Number], { mode: 'oneOf' })],
    ['a bigint', Schema.BigInt],
    ['a symbol key', Schema.Struct({ [Symbol.for('key')]: Schema.String })],
  ])('refuses %s rather than guess', (_, schema) => {
    expect(() => planOf(schema)).toThrow(/has no plan/)
  })
})

const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 })
const decimalText = fc
  .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.option(fc.integer({ min: 0, max: 999 })))
  .map(([whole, fraction]) => (fraction === null ? String(whole) : `${whole}.${fraction}`))
/** Near misses and wrong kinds: what a careless server might send instead. */
const wrong = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    '',
    ' 12',
    '12.',
    '.5',
    '1e3',
    '12abc',
    '-',
    2 ** 53 + 2,
    1e21,
    '9007199254740993',
  ),
  fc.constantFrom({}, [], ['12'], [5], { value: 1 }),
  fc.string(),
  fc.double(),
)

/** Values a plan's schema accepts (mostly), in every spelling the wire allows. */
function validOf(plan: Plan): fc.Arbitrary<unknown> {
  switch (plan[0]) {
    case 'string':
      return fc.string()
    case 'number':
      return finite
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 })
    case 'literal':
      return fc.constant(plan[1])
    case 'value':
      switch (plan[1]) {
        case 'money':
          return fc.oneof(fc.integer(), finite, decimalText)
        case 'wireNumber':
          return fc.oneof(finite, decimalText)
        case 'wireInt':
          return fc.oneof(fc.integer(), fc.integer().map(String))
        case 'wireBoolean':
          return fc.constantFrom(true, false, 0, 1)
        case 'text':
          return fc.oneof(fc.string(), fc.constant(null))
        case 'category':
          return fc.constantFrom('food', ' Beauty', 'cars', 3, null)
      }
      break
    case 'array':
      return fc.array(validOf(plan[1]), { maxLength: 3 })
    case 'struct':
      return fc
        .tuple(
          ...plan[1].map(([wireKey, , field, optional]) =>
            optional
              ? fc.option(fc.tuple(fc.constant(wireKey), validOf(field)))
              : fc.tuple(fc.constant(wireKey), validOf(field)),
          ),
        )
        .chain((entries) =>
          fc
            .dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })
            .map((extra) => ({ ...extra, ...Object.fromEntries(entries.filter((e) => e !== null)) })),
        )
    case 'union':
      return fc.oneof(...plan[1].map(validOf))
  }
}

/** A value of the plan's shape with exactly one thing wrong somewhere in it. */
function defectiveOf(plan: Plan): fc.Arbitrary<unknown> {
  switch (plan[0]) {
    case 'array':
      return fc.oneof(
        wrong,
        fc
          .tuple(fc.array(validOf(plan[1]), { maxLength: 2 }), defectiveOf(plan[1]), fc.nat())
          .map(([items, bad, at]) => items.toSpliced(at % (items.length + 1), 0, bad)),
      )
    case 'struct': {
      const fields = plan[1]
      return fc.oneof(
        wrong,
        fc.nat({ max: fields.length - 1 }).chain((at) => {
          const [wireKey, , field] = fields[at] as (typeof fields)[number]
          return fc.tuple(validOf(plan), fc.option(defectiveOf(field), { freq: 4 })).map(([value, bad]) => {
            const out = { ...(value as Record<string, unknown>) }
            if (bad === null) delete out[wireKey]
            else out[wireKey] = bad
            return out
          })
        }),
      )
    }
    case 'union':
      return fc.oneof(...plan[1].map(defectiveOf))
    default:
      return wrong
  }
}

const inputsOf = (plan: Plan) => fc.oneof(validOf(plan), defectiveOf(plan))

describe('a plan decodes as its schema', () => {
  it('of plain numbers and flags too', () => {
    const schema = Schema.Struct({ n: Schema.Number, b: Schema.Boolean })
    const plan = planOf(schema)
    fc.assert(
      fc.property(inputsOf(plan), (input) => {
        expect(decodePlan(plan, input)).toEqual(effectDecode(schema, input))
      }),
    )
  })

  it.each(names)('%s: the same value, or a failure where Effect fails', (name) => {
    const schema = PLAN_SOURCES[name]
    const plan = PLANS[name]
    fc.assert(
      fc.property(inputsOf(plan), (input) => {
        expect(decodePlan(plan, input)).toEqual(effectDecode(schema, input))
      }),
      { numRuns: 400 },
    )
  })

  it('decodes the reference server samples exactly as Effect', () => {
    const samples: [PlanName, unknown][] = [
      [
        'productList',
        [wire.product, { ...wire.product, category: 'Food' }, { ...wire.product, category: 'car' }],
      ],
      ['miningList', [wire.mining]],
      ['unreadNotices', { count: '3' }],
      ['klineList', [wire.tick]],
      ['tickFrame', { ch: 'market.btcusdt.kline.1min', ts: 1732312320000, tick: wire.tick }],
      ['userInfo', wire.userInfo],
      ['tradeRate', { rate: '15' }],
      ['tradeList', [wire.tradeOrder]],
      [
        'positionList',
        [wire.position, { ...wire.position, sell_price: '1300', profit: '99.5', created_at: AT }],
      ],
      ['bankList', [wire.bankAccount]],
      ['sysConfig', wire.sysConfig],
      ['envelope', { status: 1, info: null, data: [1] }],
    ]
    for (const [name, input] of samples) {
      const decoded = decodePlan(PLANS[name], input)
      expect(decoded, name).not.toBe(FAIL)
      expect(decoded, name).toEqual(effectDecode(PLAN_SOURCES[name], input))
    }
  })
})

describe('the wire primitives', () => {
  const schemas = {
    money: Money,
    wireNumber: WireNumber,
    wireInt: WireInt,
    wireBoolean: WireBoolean,
    text: Text,
  }
  it.each(Object.keys(schemas) as (keyof typeof schemas)[])(
    '%s decodes any JSON value as its schema',
    (name) => {
      const decode = WIRE_VALUES[name]
      const inputs = fc.oneof(
        fc.jsonValue({ maxDepth: 1 }),
        fc.integer().map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
        fc.constantFrom(
          '1200.505',
          '-0.004',
          '0.005',
          '1e5',
          '',
          '00012',
          '-',
          '1.',
          0.1 + 0.2,
          1e21,
          2 ** 53,
          `9${'9'.repeat(400)}`,
          0,
          1,
          -1,
          '0',
          '1',
          true,
          false,
          null,
          ['12'],
        ),
      )
      fc.assert(
        fc.property(inputs, (input) => {
          expect(decode(input)).toEqual(effectDecode(schemas[name], input))
        }),
        { numRuns: 1000 },
      )
    },
  )
})
