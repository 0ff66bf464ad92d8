import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Notice } from './notice.tsx'

describe('Notice', () => {
  it('is a paragraph, or a span inside phrasing content, announced when given the alert role', () => {
    const { container } = render(
      <div>
        <Notice role="alert">Price changed</Notice>
        <p>
          <Notice inline>Rate changed</Notice>
        </p>
      </div>,
    )
    expect(screen.getByRole('alert').tagName).toBe('P')
    expect(screen.getByRole('alert').textContent).toBe('Price changed')
    const inline = screen.getByText('Rate changed')
    expect(inline.tagName).toBe('SPAN')
    expect(inline.className).toContain('mk-notice--inline')
    // No paragraph inside a paragraph: the inline one stays valid phrasing content.
    expect(container.querySelector('p p')).toBeNull()
  })
})
