import { parseArgs } from 'node:util'
import { formatResult } from './report.ts'
import { type LoadOptions, runLoad } from './run-load.ts'

const usage = `npm run load [-- --users N] [--duration S] [--connections N] [--timeout S] [--seed N] [--keep]

Starts the reference server on a fresh database (localhost), signs in N users (default 1000), each with a bank
bound and ₹20,000 paid in, and for S seconds (default 60) mixes buy, sell, deposit (and Pay on the link),
withdrawal and trade calls with Idempotency-Keys, retries and concurrent duplicates under the same key, and
reused keys with another body. Then it prints the figures and checks the ledger in the database.
Exits 1 when the ledger check fails or any answer was a 5xx.`

export function optionsFrom(argv: readonly string[]): LoadOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      users: { type: 'string', default: '1000' },
      duration: { type: 'string', default: '60' },
      connections: { type: 'string' },
      timeout: { type: 'string', default: '30' },
      seed: { type: 'string', default: '17' },
      'setup-concurrency': { type: 'string', default: '16' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const whole = (name: string, value: string | undefined, min: number) => {
    const n = Number(value)
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}`)
    return n
  }
  const users = whole('users', values.users, 1)
  return {
    users,
    connections: values.connections === undefined ? users : whole('connections', values.connections, 1),
    durationS: whole('duration', values.duration, 1),
    timeoutS: whole('timeout', values.timeout, 1),
    seed: whole('seed', values.seed, 0),
    setupConcurrency: whole('setup-concurrency', values['setup-concurrency'], 1),
    keep: values.keep,
    log: (line) => console.log(line),
  }
}

async function main(): Promise<void> {
  const options = optionsFrom(process.argv.slice(2))
  if (options === 'help') {
    console.log(usage)
    return
  }
  const result = await runLoad(options)
  console.log(formatResult(result))
  if (options.keep) console.log(`Database kept at ${result.db}`)
  console.log(
    result.ok ? 'Load test passed: the ledger is clean and no answer was a 5xx.' : 'Load test FAILED.',
  )
  process.exitCode = result.ok ? 0 : 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
