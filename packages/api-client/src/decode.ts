import { Effect, Schema, SchemaIssue } from 'effect'
import { DecodeError } from './errors.ts'

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** `['data', 2, 'price']` → `data[2].price`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out
}

function prefixed(prefix: string, path: string): string {
  if (prefix === '') return path
  if (path === '') return prefix
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`
}

/** The issue tree of a failed decode, flattened into path + message pairs. */
export function issuesOf(issue: SchemaIssue.Issue): ReadonlyArray<{ path: string; message: string }> {
  return formatter(issue).issues.map((entry) => ({
    path: formatPath(
      (entry.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)),
    ),
    message: entry.message,
  }))
}

/**
 * Decodes `input` with `schema`; a mismatch becomes a DecodeError whose path starts with `prefix`
 * (e.g. `data`) so the error says where in the body the server went wrong.
 */
export function decodeWith<T>(
  schema: Schema.Decoder<T>,
  input: unknown,
  call: string,
  prefix: string,
): Effect.Effect<T, DecodeError> {
  return Schema.decodeUnknownEffect(schema)(input).pipe(
    Effect.mapError((error) => {
      const issues = issuesOf(error.issue).map((entry) => ({ ...entry, path: prefixed(prefix, entry.path) }))
      const first = issues[0] ?? { path: prefix, message: error.message }
      return new DecodeError({
        message: `Unexpected answer from ${call} at ${first.path || '(body)'}: ${first.message}`,
        path: first.path,
        issues,
        call,
      })
    }),
  )
}
