import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterFirstRender } from './use-after-first-render.ts'

function Probe({ seen }: { readonly seen: boolean[] }) {
  const after = useAfterFirstRender()
  seen.push(after)
  return <p>{after ? 'rest' : 'first'}</p>
}

describe('useAfterFirstRender', () => {
  it('commits the first render without the rest, then renders the rest', async () => {
    const seen: boolean[] = []
    await act(async () => {
      render(<Probe seen={seen} />)
    })
    expect(seen[0]).toBe(false)
    expect(screen.getByText('rest')).toBeTruthy()
  })
})
