import { parseArgs } from 'node:util'
import { formatResult, formatSummary } from './report.ts'
import { type LoadMode, type LoadOptions, type LoadResult, runLoad } from './run-load.ts'

const usage = `npm run load [-- --mode all|autocannon|connections|fetch] [--users N] [--duration S] [--connections N] [--timeout S] [--seed N] [--keep]

Starts the reference server on a fresh database (localhost), signs in N users (default 1000), each with a bank
bound and ₹20,000 paid in, and for S seconds (default 60) runs money traffic with Idempotency-Keys, retries and
concurrent duplicates under the same key. Then it prints the figures and checks the ledger in the database.
--mode autocannon: issue 17's mix, one keep-alive connection per user (or --connections), autocannon.
--mode connections: issue 25's mix, each user a closed loop on their own keep-alive connection.
--mode fetch: issue 25's mix, each user a closed loop on the global fetch in this process, no connection limit.
--mode all (default): one run of each, each on a fresh server, then a line per mode of answers over 5 s.
Exits 1 when the ledger check fails or any answer was a 5xx.`

const MODES: readonly (LoadMode | 'all')[] = ['all', 'autocannon', 'connections', 'fetch']

interface Command {
  modes: LoadMode[]
  options: Omit<LoadOptions, 'mode'>
}

export function optionsFrom(argv: readonly string[]): Command | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      mode: { type: 'string', default: 'all' },
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
  const mode = MODES.find((m) => m === values.mode)
  if (!mode) throw new Error(`--mode must be one of ${MODES.join(', ')}`)
  return {
    modes: mode === 'all' ? ['autocannon', 'connections', 'fetch'] : [mode],
    options: {
      users,
      connections: values.connections === undefined ? users : whole('connections', values.connections, 1),
      durationS: whole('duration', values.duration, 1),
      timeoutS: whole('timeout', values.timeout, 1),
      seed: whole('seed', values.seed, 0),
      setupConcurrency: whole('setup-concurrency', values['setup-concurrency'], 1),
      keep: values.keep,
      log: (line) => console.log(line),
    },
  }
}

async function main(): Promise<void> {
  const command = optionsFrom(process.argv.slice(2))
  if (command === 'help') {
    console.log(usage)
    return
  }
  const results: LoadResult[] = []
  for (const mode of command.modes) {
    const result = await runLoad({ ...command.options, mode })
    results.push(result)
    console.log(formatResult(result))
    if (command.options.keep) console.log(`Database kept at ${result.db}`)
  }
  console.log(formatSummary(results))
  const ok = results.every((r) => r.ok)
  console.log(ok ? 'Load test passed: the ledger is clean and no answer was a 5xx.' : 'Load test FAILED.')
  process.exitCode = ok ? 0 : 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
