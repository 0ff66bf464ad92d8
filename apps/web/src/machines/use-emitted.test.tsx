import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, emit, setup } from 'xstate'
import { FeedbackHost } from '../feedback/feedback-host.tsx'
import { useEmitted } from './use-emitted.ts'

const machine = setup({
  types: {
    events: {} as { type: 'say'; message: string } | { type: 'go' },
    emitted: {} as { type: 'toast'; message: string } | { type: 'navigate'; to: string },
  },
}).createMachine({
  on: {
    say: { actions: emit(({ event }) => ({ type: 'toast' as const, message: event.message })) },
    go: { actions: emit({ type: 'navigate' as const, to: '/home' }) },
  },
})

const actor = createActor(machine).start()

function Screen() {
  useEmitted(actor)
  return null
}

describe('useEmitted', () => {
  it('shows emitted toasts and follows emitted navigation', () => {
    const location = memoryLocation({ path: '/login', record: true })
    render(
      <FeedbackHost>
        <Router hook={location.hook}>
          <Screen />
        </Router>
      </FeedbackHost>,
    )
    act(() => actor.send({ type: 'say', message: 'Wrong password' }))
    expect(screen.getByRole('status').textContent).toBe('Wrong password')
    act(() => actor.send({ type: 'go' }))
    expect(location.history).toEqual(['/login', '/home'])
  })
})
