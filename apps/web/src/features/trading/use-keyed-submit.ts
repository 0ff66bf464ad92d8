import { createIdempotencyKey } from '@mandi/api-client'
import { useCallback, useRef, useState } from 'react'
import { hasTag } from '../../api/api-error.ts'

export interface KeyedSubmit<K> {
  /** What is being submitted (e.g. the direction), or null when idle. */
  readonly pending: K | null
  /**
   * Runs one money-moving request. A second call while one is in flight is ignored (one tap, one order).
   * The Idempotency-Key is reused when the same payload is sent again after a network failure or
   * time-out (the outcome is unknown and the server replays the first answer); any other case gets a new key.
   */
  readonly submit: <T>(tag: K, payload: string, run: (idempotencyKey: string) => Promise<T>) => Promise<T>
}

// TODO(state-machines): the trade-order, bit-pro-invest/transfer and mining-order machines were not exported
// by @mandi/state-machines when these screens were built; this hook holds the same keyed-retry rule meanwhile.
export function useKeyedSubmit<K>(): KeyedSubmit<K> {
  const [pending, setPending] = useState<K | null>(null)
  const inFlight = useRef(false)
  const last = useRef<{ payload: string; key: string } | null>(null)

  const submit = useCallback(
    async <T>(tag: K, payload: string, run: (idempotencyKey: string) => Promise<T>): Promise<T> => {
      if (inFlight.current) return Promise.reject(new AlreadySubmitting())
      inFlight.current = true
      setPending(tag)
      const key = last.current?.payload === payload ? last.current.key : createIdempotencyKey()
      last.current = { payload, key }
      try {
        const result = await run(key)
        last.current = null
        return result
      } catch (error) {
        if (!hasTag(error, 'NetworkError') && !hasTag(error, 'TimeoutError')) last.current = null
        throw error
      } finally {
        inFlight.current = false
        setPending(null)
      }
    },
    [],
  )
  return { pending, submit }
}

/** Rejection of a submit started while another is in flight; callers ignore it. */
export class AlreadySubmitting extends Error {
  constructor() {
    super('A submit is already in progress')
    this.name = 'AlreadySubmitting'
  }
}
