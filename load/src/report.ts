import { APP_TIMEOUT_MS } from './book.ts'
import type { LoadResult } from './run-load.ts'

function unansweredDetail(f: LoadResult['figures']): string {
  const u = f.unanswered
  if (!u.sentBetweenS) return ''
  const list = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')
  return `: ${list(u.byReason)}; ${list(u.byLabel)}; ${u.firstOnConnection} first on their connection; sent ${u.sentBetweenS[0].toFixed(1)}–${u.sentBetweenS[1].toFixed(1)} s into the load`
}

const ms = (n: number) => `${Math.round(n)} ms`

/** The figures and the ledger check, as printed by `npm run load`. */
export function formatResult(result: LoadResult): string {
  const f = result.figures
  const lines = [
    '',
    f.mode === 'fetch'
      ? `Load (fetch): ${f.users} users, each a closed loop on the global fetch, for ${f.durationS.toFixed(0)} s`
      : f.mode === 'connections'
        ? `Load (connections): ${f.users} users, each a closed loop on their own connection, for ${f.durationS.toFixed(0)} s`
        : `Load (autocannon): ${f.users} users on ${f.connections} connections for ${f.durationS} s`,
    `  requests answered      ${f.answered} of ${f.sent} sent (${f.requestsPerSecond.toFixed(0)} requests/s)`,
    `  latency${f.mode === 'autocannon' ? '            ' : ' (user wait)'} p50 ${ms(f.latency.p50)}, p90 ${ms(f.latency.p90)}, p99 ${ms(f.latency.p99)}, max ${ms(f.latency.max)}`,
    `  over ${APP_TIMEOUT_MS / 1000} s (app time-out) ${
      f.mode === 'autocannon'
        ? `${f.overAppTimeout} requests; ${f.userWaitOver} counting a user's wait from the first send, 503 retries included`
        : f.userWaitOver
    }${
      f.slow.sentBetweenS
        ? `: ${f.slow.firstOnConnection} first on their connection; sent ${f.slow.sentBetweenS[0].toFixed(1)}–${f.slow.sentBetweenS[1].toFixed(1)} s into the load; by kind ${Object.entries(
            f.slow.byLabel,
          )
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`
        : ''
    }`,
    `  no answer              ${f.noAnswer} (time-outs ${f.timeouts})${unansweredDetail(f)}`,
    `  5xx answers            ${f.status5xx}`,
    `  shed (503 Retry-After) ${f.shed}, ${f.gaveUp} not sent again (too close to the 5 s time-out)`,
    `  HTTP statuses          ${Object.entries(f.statusCounts)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
    `  sent by kind           ${Object.entries(f.sentByLabel)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
    `  after the run          ${f.cutAtEnd} requests were cut by the end; ${f.resolvedAfter} outcomes asked again`,
    `  sim process            CPU ${(f.sim.cpuMs / 1000).toFixed(1)} s, event-loop delay p99 ${ms(
      f.sim.loopDelayP99Ms,
    )}, max ${ms(f.sim.loopDelayMaxMs)}`,
    `  load generator         event-loop delay p99 ${ms(f.generator.loopDelayP99Ms)}, max ${ms(f.generator.loopDelayMaxMs)} (its own lag counts in the latencies)`,
    `  kernel (nstat)         ${
      f.kernel
        ? `ListenOverflows ${f.kernel.ListenOverflows}, ListenDrops ${f.kernel.ListenDrops}, TCPSynRetrans ${f.kernel.TCPSynRetrans}`
        : 'not available'
    }`,
    `  load average           ${f.loadAverage.before.map((n) => n.toFixed(2)).join(' ')} before, ${f.loadAverage.after
      .map((n) => n.toFixed(2))
      .join(' ')} after`,
    `  setup                  ${f.setupSeconds.toFixed(1)} s (sign-ups, banks, opening deposits)`,
    '',
    `Ledger check: ${result.ledger.ok ? 'clean' : 'FAILED'}`,
    ...result.ledger.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`),
    `  ${f.status5xx === 0 ? 'ok  ' : 'FAIL'} no 5xx answer: ${f.status5xx}`,
    '',
  ]
  return lines.join('\n')
}

/** One line per mode: how many answers took longer than the app's time-out, and the tail. */
export function formatSummary(results: readonly LoadResult[]): string {
  return [
    `Answers over ${APP_TIMEOUT_MS / 1000} s (the app's time-out), by mode:`,
    ...results.map(({ figures: f }) => {
      const mode = f.mode.padEnd(11)
      const over =
        f.mode === 'autocannon'
          ? `${f.overAppTimeout} requests (${f.userWaitOver} user waits with 503 retries)`
          : `${f.userWaitOver}`
      return `  ${mode} ${over} of ${f.answered} (p99 ${ms(f.latency.p99)}, max ${ms(f.latency.max)}; ${f.noAnswer} unanswered, ${f.shed} shed)`
    }),
    '',
  ].join('\n')
}
