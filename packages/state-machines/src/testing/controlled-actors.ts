import { fromPromise } from 'xstate'

interface Pending {
  input: unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Promise actors whose answers the test decides. Each invocation waits under its invoke id until the test
 * calls `resolve`/`reject`, so a test can also check that an answer arriving after the state was left
 * changes nothing.
 */
export function controlledActors(names: readonly string[]) {
  const pending = new Map<string, Pending[]>()
  const calls: { id: string; src: string; input: unknown }[] = []
  const actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>> = {}
  for (const src of names) {
    actors[src] = fromPromise<unknown, unknown>(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          calls.push({ id: self.id, src, input })
          const queue = pending.get(self.id) ?? []
          queue.push({ input, resolve, reject })
          pending.set(self.id, queue)
        }),
    )
  }
  const take = (id: string): Pending => {
    const next = pending.get(id)?.shift()
    if (!next) throw new Error(`no pending invocation "${id}"`)
    return next
  }
  return {
    /** Pass as `machine.provide({ actors: controlled.actors as never })`. */
    actors,
    calls,
    isPending: (id: string) => (pending.get(id)?.length ?? 0) > 0,
    resolve: (id: string, value?: unknown) => take(id).resolve(value),
    reject: (id: string, error: unknown) => take(id).reject(error),
  }
}

/** Lets settled promises deliver their done/error events to the machine. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
