// Picks, from a step's output, the lines that name what failed (a Vitest file or test, a TypeScript error, a
// turbo task), so that `npm test` can repeat them at its end: a CI log is often read from its tail, and the
// unit stage's failures otherwise sit above the half hour of end-to-end output. Node built-ins only: it runs
// inside scripts/bootstrap.mjs.

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of coloured output.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g

const FAILURE = [
  /\bFAIL\b/, // Vitest: " FAIL  src/x.test.ts > suite > test"
  /error TS\d+:/, // tsc
  /\bERROR\b.*\bcommand\b.*\bexited\b/, // turbo: "ERROR  command finished with error" / "… exited (1)"
  /^\s*Failed:\s/, // turbo's summary
]

/** The distinct failure lines of `text`, without colour codes, at most `limit` of them. */
function failureLines(text, limit = 40) {
  const found = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(ANSI, '').trimEnd()
    if (line.length === 0 || !FAILURE.some((pattern) => pattern.test(line))) continue
    if (!found.includes(line)) found.push(line)
    if (found.length >= limit) break
  }
  return found
}

/** Keeps the failure lines of a stream of chunks, whole lines only. */
export function failureCollector() {
  let partial = ''
  const lines = []
  return {
    add(chunk) {
      const text = partial + chunk
      const end = text.lastIndexOf('\n')
      if (end < 0) {
        partial = text
        return
      }
      partial = text.slice(end + 1)
      for (const line of failureLines(text.slice(0, end))) if (!lines.includes(line)) lines.push(line)
    },
    lines() {
      return [...lines, ...failureLines(partial).filter((line) => !lines.includes(line))].slice(0, 40)
    },
  }
}
