// Runs in Chromium (the ui-kit-browser project of apps/storybook), whose server sends a CSP like the app's for
// inline handlers: `script-src-attr 'none' 'report-sample'`. Chromium refuses and reports a handler when it is
// about to RUN in the live document (it no longer reports one that a parser merely creates), so every check
// here puts the HTML into the page and fires everything it could run (live-document-probe.ts): images load or
// fail, every handler event type is dispatched at every element, and `javascript:` links are followed.
//
// That policy does not cover `javascript:` URLs (script-src-elem would, but Vitest's own page needs an inline
// module script), so a followed `javascript:` URL is caught by what it runs: `alert` and the probe's own
// marker function are spies.
import { render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HOSTILE_PAYLOADS } from './hostile-payloads.ts'
import { fireEverything } from './live-document-probe.ts'
import { RichText } from './rich-text.tsx'
import { sanitizeHtml } from './sanitize-html.ts'

const violations: string[] = []
/** What a followed `javascript:` URL ran: the hostile payloads call alert(), the check's own link calls ran(). */
const ran = vi.fn()

beforeAll(() => {
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective}: ${event.sample}`)
  })
  window.alert = ran
  Object.assign(window, { ran })
})

afterEach(() => {
  violations.length = 0
  ran.mockClear()
  document.body.replaceChildren()
})

let sentinels = 0

/**
 * Runs one real inline handler on purpose (a click on an element of the page) and waits for its report: the
 * reports of everything fired before it have arrived by then. A browser that stops reporting handlers that
 * really run makes this time out, so the checks below fail loudly instead of passing.
 */
async function reportsSoFar(): Promise<string[]> {
  sentinels += 1
  const marker = `void 'sentinel ${sentinels}'`
  const probe = document.createElement('b')
  probe.setAttribute('onclick', marker)
  document.body.append(probe)
  probe.dispatchEvent(new Event('click'))
  probe.remove()
  await expect.poll(() => violations.some((report) => report.includes(marker))).toBe(true)
  return violations.slice(
    0,
    violations.findIndex((report) => report.includes(marker)),
  )
}

/** Puts `html` into an element of the page (attached, so it loads and runs as content would) and fires it. */
async function fireInPage(html: string): Promise<string[]> {
  const host = document.createElement('div')
  document.body.append(host)
  host.innerHTML = html
  const followed = await fireEverything(host)
  host.remove()
  return followed
}

describe('RichText under a CSP that forbids inline handlers', () => {
  it('the page refuses and reports handlers that really run, and the probe follows javascript: links (the check works)', async () => {
    const followed = await fireInPage(
      [
        // A 1×1 GIF that loads, a PNG that cannot be decoded, a tap target, and a link a tap would follow.
        `<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="void 'loaded'">`,
        `<img src="data:image/png;base64,AAAA" onerror="void 'failed'">`,
        `<div onclick="void 'tapped'">tap</div>`,
        `<a href="javascript:ran('followed')">go</a>`,
      ].join(''),
    )
    expect(followed).toEqual(["javascript:ran('followed')"])
    expect(ran).toHaveBeenCalledWith('followed')
    const reports = await reportsSoFar()
    expect(reports).toContain("script-src-attr: void 'loaded'")
    expect(reports).toContain("script-src-attr: void 'failed'")
    expect(reports).toContain("script-src-attr: void 'tapped'")
  })

  it('every hostile payload, sanitised and put into the page, runs nothing and makes the browser report nothing', async () => {
    for (const payload of HOSTILE_PAYLOADS) {
      expect(await fireInPage(sanitizeHtml(payload)), payload).toEqual([])
    }
    expect(await reportsSoFar()).toEqual([])
    expect(ran).not.toHaveBeenCalled()
  })

  it('every hostile payload rendered by RichText runs nothing and makes the browser report nothing', async () => {
    for (const payload of HOSTILE_PAYLOADS) {
      const { container, unmount } = render(<RichText html={payload} />)
      expect(await fireEverything(container), payload).toEqual([])
      unmount()
    }
    expect(await reportsSoFar()).toEqual([])
    expect(ran).not.toHaveBeenCalled()
  })

  it('without the sanitiser the same payloads are refused and reported (the payloads are real)', async () => {
    // Unsanitised, some payloads would fetch from another host or re-point the page (base, refresh): those
    // stay out, as no test may reach beyond localhost.
    const local = HOSTILE_PAYLOADS.filter((payload) => !/evil\.example|<base|<meta/i.test(payload))
    for (const payload of local) await fireInPage(payload)
    const reports = await reportsSoFar()
    expect(reports.filter((report) => report.startsWith('script-src-attr:')).length).toBeGreaterThan(10)
    expect(ran).toHaveBeenCalled()
  })
})
