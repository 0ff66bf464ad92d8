import { readFileSync } from 'node:fs'

/**
 * TCP counters of the kernel (what `nstat` shows), read from /proc: listen-queue overflows and drops, and
 * SYN retransmits. They are machine-wide, so another busy server on the machine would add to them; the run
 * reports the difference between its start and its end. Empty off Linux.
 */
export type TcpCounters = Record<'ListenOverflows' | 'ListenDrops' | 'TCPSynRetrans', number>

export function readTcpCounters(): TcpCounters | undefined {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n')
    const names = lines.find((l) => l.startsWith('TcpExt:'))?.split(/\s+/) ?? []
    const values = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(/\s+/) ?? []
    const at = (name: string) => Number(values[names.indexOf(name)] ?? Number.NaN)
    const counters = {
      ListenOverflows: at('ListenOverflows'),
      ListenDrops: at('ListenDrops'),
      TCPSynRetrans: at('TCPSynRetrans'),
    }
    return Object.values(counters).every(Number.isFinite) ? counters : undefined
  } catch {
    return undefined
  }
}

export function difference(before: TcpCounters | undefined, after: TcpCounters | undefined) {
  if (!before || !after) return undefined
  return {
    ListenOverflows: after.ListenOverflows - before.ListenOverflows,
    ListenDrops: after.ListenDrops - before.ListenDrops,
    TCPSynRetrans: after.TCPSynRetrans - before.TCPSynRetrans,
  }
}
