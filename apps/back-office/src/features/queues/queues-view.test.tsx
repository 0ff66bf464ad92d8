import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queueSummary } from '../../test/fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { QueuesView, type QueuesViewProps } from './queues-view.tsx'

const props = (over: Partial<QueuesViewProps> = {}): QueuesViewProps => ({
  queue: 'withdrawals',
  summary: queueSummary,
  order: 'oldest',
  onOrderChange: () => {},
  status: 'ready',
  count: 2,
  items: <p>the items</p>,
  notice: null,
  live: 'open',
  onRetry: () => {},
  ...over,
})

describe('the queues view', () => {
  it('says when more wait than the page shows', () => {
    const withdrawals = { waiting: 73, autoAfterMs: null }
    renderView(
      <QueuesView
        {...props({ summary: { ...queueSummary, queues: { ...queueSummary.queues, withdrawals } } })}
      />,
    )
    expect(
      screen.getByText('Showing the first 2 of 73 waiting; the rest show as these are decided.'),
    ).toBeTruthy()
  })

  it('says nothing of the kind when every waiting item is shown', () => {
    renderView(<QueuesView {...props()} />)
    expect(screen.getByText('the items')).toBeTruthy()
    expect(screen.queryByText(/Showing the first/)).toBeNull()
  })
})
