// Runs in Chromium (the ui-kit-browser project of apps/storybook), whose server sends a CSP like the app's:
// inline event handlers are forbidden, so Chromium reports a violation for every one a parser creates, even
// in a DOMParser document. (A <meta> policy added at run time would not reach DOMParser documents.)
import { render } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_PAYLOADS } from './hostile-payloads.ts'
import { RichText } from './rich-text.tsx'
import { sanitizeHtml } from './sanitize-html.ts'

const violations: string[] = []

beforeAll(() => {
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective}: ${event.sample}`)
  })
})

let sentinels = 0

/** Makes one violation on purpose and waits for it: the reports queued before it have arrived by then. */
async function reportsSoFar(): Promise<string[]> {
  sentinels += 1
  const marker = `void 'sentinel ${sentinels}'`
  document.createElement('b').setAttribute('onclick', marker)
  await expect.poll(() => violations.some((report) => report.includes(marker))).toBe(true)
  return violations.slice(
    0,
    violations.findIndex((report) => report.includes(marker)),
  )
}

describe('RichText under a CSP that forbids inline handlers', () => {
  it('the page reports a handler that is parsed (the check works)', async () => {
    violations.length = 0
    new DOMParser().parseFromString('<img src=x onerror=alert(1)>', 'text/html')
    expect(await reportsSoFar()).toEqual(['script-src-attr: alert(1)'])
  })

  it('sanitising every hostile payload makes the browser report nothing', async () => {
    violations.length = 0
    for (const payload of HOSTILE_PAYLOADS) sanitizeHtml(payload)
    expect(await reportsSoFar()).toEqual([])
  })

  it('rendering every hostile payload makes the browser report nothing', async () => {
    violations.length = 0
    for (const payload of HOSTILE_PAYLOADS) render(<RichText html={payload} />).unmount()
    expect(await reportsSoFar()).toEqual([])
  })
})
