// Picks, from a step's output, the lines that name what failed (a Vitest file or test, a TypeScript error, a
// turbo task), so that `npm test` can repeat them at its end: a CI log is often read from its tail, and the
// unit stage's failures otherwise sit above the half hour of end-to-end output. Under a Vitest test's FAIL line
// it keeps the error that follows (its message and the test's line), so the tail says why, not only which: a
// CI run once named a failed test and nothing else, and the reason could not be found again. Node built-ins
// only: it runs inside scripts/bootstrap.mjs.

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of coloured output.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g

const FAILURE = [
  /\bFAIL\b/, // Vitest: " FAIL  src/x.test.ts > suite > test"
  /error TS\d+:/, // tsc
  /\bERROR\b.*\bcommand\b.*\bexited\b/, // turbo: "ERROR  command finished with error" / "… exited (1)"
  /^\s*Failed:\s/, // turbo's summary
]

/** A Vitest failure with a test named after its file: the error comes on the next lines. */
const VITEST_TEST_FAIL = /\bFAIL\b\s+\S+\.test\.\w+\s+>/
/** turbo's prefix of a task's lines ("@mandi/web:test: "). */
const TASK_PREFIX = /^\S+:\S+:\s?/
/** Vitest's error block ends at the test's location ("❯ src/x.test.ts:12:5") or a separator line. */
const LOCATION = /^\s*❯\s/
const SEPARATOR = /^\s*⎯/
/** Lines kept under one FAIL line: the message and a diff's start, not the whole source excerpt. */
const DETAIL_LIMIT = 10
/** All lines kept, names and details. */
const LIMIT = 80

/**
 * Keeps the failure lines of a stream of chunks, whole lines only: each line that names a failure, and under a
 * Vitest test's FAIL line the non-empty lines of its error, indented, up to the test's location.
 */
export function failureCollector() {
  let partial = ''
  const lines = []
  /** The prefix of the task whose FAIL line is open, and how many of its lines are kept. */
  let open = null

  const take = (raw) => {
    const line = raw.replace(ANSI, '').trimEnd()
    const prefix = line.match(TASK_PREFIX)?.[0] ?? ''
    const body = line.slice(prefix.length)
    if (open && prefix === open.prefix) {
      if (
        SEPARATOR.test(body) ||
        open.kept >= DETAIL_LIMIT ||
        FAILURE.some((pattern) => pattern.test(body))
      ) {
        open = null
      } else {
        if (body.trim().length > 0 && lines.length < LIMIT) {
          lines.push(`    ${body.trim()}`)
          open.kept += 1
        }
        if (LOCATION.test(body)) open = null
        return
      }
    }
    if (line.length === 0 || !FAILURE.some((pattern) => pattern.test(line))) return
    if (lines.includes(line) || lines.length >= LIMIT) return
    lines.push(line)
    if (VITEST_TEST_FAIL.test(body)) open = { prefix, kept: 0 }
  }

  return {
    add(chunk) {
      const text = partial + chunk
      const end = text.lastIndexOf('\n')
      if (end < 0) {
        partial = text
        return
      }
      partial = text.slice(end + 1)
      for (const line of text.slice(0, end).split(/\r?\n/)) take(line)
    },
    lines() {
      if (partial.length > 0) take(partial)
      partial = ''
      return [...lines]
    },
  }
}
