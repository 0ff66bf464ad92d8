// Test helper for the CSP browser test: makes whatever a piece of HTML could run actually try to run, in the
// live document, so the browser's Content-Security-Policy has something real to refuse and report.
//
// Chromium no longer checks handlers that a parser merely creates (a DOMParser document, a detached element,
// a setAttribute on an element that never fires): it checks a handler when it is about to run. So the probe
// does not parse and hope; it fires things.

/** Every event type the browser knows an inline `on…` handler for (read from the prototypes, not a list). */
function inlineHandlerEventTypes(): string[] {
  const types = new Set<string>()
  for (const proto of [HTMLElement.prototype, SVGElement.prototype, Element.prototype, Document.prototype]) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (key.startsWith('on')) types.add(key.slice(2))
    }
  }
  return [...types]
}

let eventTypes: string[] | undefined

/** Waits until every image in `root` has loaded or failed, so its onload/onerror has had its chance. */
async function imagesSettled(root: ParentNode): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete)
  await Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true })
          img.addEventListener('error', () => resolve(), { once: true })
        }),
    ),
  )
}

/** Follows a link the way a tap does (activation behaviour), and gives a `javascript:` navigation time to run. */
async function follow(link: HTMLAnchorElement | HTMLAreaElement): Promise<void> {
  link.click()
  await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * Inside `root` (attached to the document): waits for images to load or fail (onload, onerror), dispatches
 * every handler event type at every element (a plain `Event`, which runs inline handlers but triggers no
 * default action: no navigation, no submit), and follows every link whose browser-parsed protocol is
 * `javascript:`. Returns those links' hrefs, so a caller can also assert that there were none.
 */
export async function fireEverything(root: HTMLElement): Promise<string[]> {
  await imagesSettled(root)
  eventTypes ??= inlineHandlerEventTypes()
  const elements = [root, ...root.querySelectorAll('*')]
  for (const element of elements) {
    for (const type of eventTypes) element.dispatchEvent(new Event(type))
  }
  const scriptLinks = [
    ...root.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'),
  ].filter((link) => link.protocol === 'javascript:')
  for (const link of scriptLinks) await follow(link)
  return scriptLinks.map((link) => link.href)
}
