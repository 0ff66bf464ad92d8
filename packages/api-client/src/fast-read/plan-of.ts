import { type Schema, SchemaAST } from 'effect'
import { Money, Text, WireBoolean, WireInt, WireNumber } from '../schemas/wire.ts'
import { WIRE_VALUES, type WireValueName } from '../wire-values.ts'
import type { Plan, PlanField } from './plan.ts'

// The product's category codec is private to schemas/product.ts; it is checked by what it decodes to.
const PRIMITIVES: Partial<Record<WireValueName, SchemaAST.AST>> = {
  money: Money.ast,
  text: Text.ast,
  wireBoolean: WireBoolean.ast,
  wireInt: WireInt.ast,
  wireNumber: WireNumber.ast,
}

/**
 * A node named as a wire primitive is that primitive, maybe made optional: the same checks and the same
 * transformations. One with a check added (`Money.check(…)`) is not, and has no plan.
 */
function isSamePrimitive(ast: SchemaAST.AST, name: WireValueName): boolean {
  const primitive = PRIMITIVES[name]
  if (primitive === undefined) return ast.checks === undefined
  const links = ast.encoding ?? []
  const expected = primitive.encoding ?? []
  return (
    ast.checks === primitive.checks &&
    links.length === expected.length &&
    links.every((link, i) => link.transformation === expected[i]?.transformation)
  )
}

/**
 * The plan of a schema (plan.ts), read from its AST: run by the plan generator (scripts/write-plans.ts) and
 * by the tests, never by the app. Anything it does not know exactly (a check, a transformation that is not a
 * named wire primitive or a wireKeys rename, a index signature, a tuple, a oneOf union, …) throws, so a
 * schema change that a plan cannot follow stops the generator instead of giving a decoder that differs.
 */
export function planOf(schema: Schema.Top): Plan {
  return planOfAst(schema.ast, '')
}

function unsupported(ast: SchemaAST.AST, at: string, what: string): never {
  throw new Error(`plan-of: ${what} at ${at || '(root)'} (${ast._tag}) has no plan`)
}

function planOfAst(ast: SchemaAST.AST, at: string): Plan {
  // Annotations of a schema with checks live on its last check (Effect's annotate), hence resolveAt.
  const wireValue = SchemaAST.resolveAt<unknown>('wireValue')(ast)
  if (wireValue !== undefined) {
    if (typeof wireValue !== 'string' || !Object.hasOwn(WIRE_VALUES, wireValue)) {
      unsupported(ast, at, `unknown wire value ${String(wireValue)}`)
    }
    if (!isSamePrimitive(ast, wireValue as WireValueName)) unsupported(ast, at, `a changed ${wireValue}`)
    return ['value', wireValue as WireValueName]
  }
  if (ast.checks !== undefined) unsupported(ast, at, 'a check')
  if ('encodingChecks' in ast && ast.encodingChecks !== undefined) unsupported(ast, at, 'an encoding check')
  if (ast.encoding !== undefined) {
    const renames = SchemaAST.resolveAt<unknown>('wireKeys')(ast)
    const [link, ...more] = ast.encoding
    if (ast._tag !== 'Objects' || typeof renames !== 'object' || renames === null || more.length > 0) {
      unsupported(ast, at, 'a transformation')
    }
    // wireKeys: the wire struct decodes each field under its wire name, then the keys are renamed.
    const wire = link.to
    if (wire._tag !== 'Objects' || wire.encoding !== undefined || wire.checks !== undefined) {
      unsupported(wire, at, 'a wireKeys source that is not a plain struct')
    }
    return structPlan(wire, renames as Readonly<Record<string, string>>, at)
  }
  switch (ast._tag) {
    case 'String':
      return ['string']
    case 'Number':
      return ['number']
    case 'Boolean':
      return ['boolean']
    case 'Null':
      return ['null']
    case 'Unknown':
      return ['unknown']
    case 'Literal':
      if (typeof ast.literal === 'bigint') unsupported(ast, at, 'a bigint literal')
      return ['literal', ast.literal]
    case 'Arrays': {
      const [item, ...more] = ast.rest
      if (ast.elements.length > 0 || item === undefined || more.length > 0) unsupported(ast, at, 'a tuple')
      return ['array', planOfAst(item, `${at}[]`)]
    }
    case 'Objects':
      return structPlan(ast, {}, at)
    case 'Union':
      if (ast.options?.mode === 'oneOf') unsupported(ast, at, 'a oneOf union')
      return ['union', ast.types.map((member) => planOfAst(member, at))]
    default:
      return unsupported(ast, at, 'this kind of schema')
  }
}

function structPlan(ast: SchemaAST.Objects, renames: Readonly<Record<string, string>>, at: string): Plan {
  if (ast.indexSignatures.length > 0) unsupported(ast, at, 'an index signature')
  const fields = ast.propertySignatures.map((property): PlanField => {
    if (typeof property.name !== 'string') unsupported(ast, at, 'a symbol key')
    const wire = property.name
    const code = Object.hasOwn(renames, wire) ? (renames[wire] as string) : wire
    const plan = planOfAst(property.type, at ? `${at}.${wire}` : wire)
    return property.type.context?.isOptional === true ? [wire, code, plan, 1] : [wire, code, plan]
  })
  return ['struct', fields]
}
