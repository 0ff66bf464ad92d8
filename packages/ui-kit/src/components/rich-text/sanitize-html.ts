import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import { stripEventHandlers } from './strip-event-handlers.ts'

/** URL schemes a link or image may use; everything else (javascript:, data:, vbscript:, blob:…) is dropped. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
])

const CONFIG: Config = {
  // HTML only: SVG and MathML are where the namespace-confusion mXSS tricks live, and notices never need them.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'noscript',
    'template',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'ping', 'target'],
  ALLOW_DATA_ATTR: false,
  // Prefixes id and name with "user-content-" so server HTML cannot clobber document.getElementById & co.
  SANITIZE_NAMED_PROPS: true,
}

/** True when `value` is a relative URL or uses one of the safe schemes. */
export function isSafeUrl(value: string): boolean {
  try {
    // The URL parser strips the tabs, newlines and leading spaces browsers ignore ("java\tscript:").
    const url = new URL(value, 'https://relative.invalid/')
    return SAFE_SCHEMES.has(url.protocol)
  } catch {
    return false
  }
}

let instance: Purifier | null = null

/**
 * A script must go and the harmless markup must stay; DOM implementations that break DOMPurify fail this.
 * (Not an inline handler: under our CSP, merely parsing one makes Chromium report a violation.)
 */
const CANARY_IN = '<b>ok</b><script>alert(1)</script><img src="https://img.invalid/a.png">'
const CANARY_OUT = '<b>ok</b><img src="https://img.invalid/a.png" alt="">'

export class SanitizerUnavailableError extends Error {
  constructor(reason: string) {
    super(`HTML sanitiser unavailable: ${reason}`)
    this.name = 'SanitizerUnavailableError'
  }
}

/** A private DOMPurify instance, so our hooks never leak into other users of the library. */
function purifier(): Purifier {
  if (instance) return instance
  const purify = DOMPurify(window)
  if (!purify.isSupported) throw new SanitizerUnavailableError('DOMPurify is not supported here')
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !isSafeUrl(data.attrValue)) data.keepAttr = false
    // An image path relative to the page ("x", "img/a.png") resolves inside the app's own folder, where no
    // image can be: it would only cost a request and a 404 in the console. Absolute and /rooted paths stay.
    if (node.nodeName === 'IMG' && data.attrName === 'src' && !/^\s*(https?:|\/)/i.test(data.attrValue)) {
      data.keepAttr = false
    }
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Server images rarely carry alt text; without it screen readers read out the file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
    // Links leave the app in a new tab and give the target page no handle on us (reverse tabnabbing).
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  // Fail closed: a DOM that DOMPurify cannot walk correctly (some test DOMs) must not be trusted with HTML.
  if (purify.sanitize(CANARY_IN, CONFIG) !== CANARY_OUT) {
    throw new SanitizerUnavailableError('the self-check failed in this DOM implementation')
  }
  instance = purify
  return purify
}

/**
 * Server HTML (announcements, pages, channel messages) made safe to insert: no scripts, event handlers,
 * forms, styles, frames or objects, and only http(s)/mailto/tel URLs. Throws SanitizerUnavailableError
 * when DOMPurify cannot work in this environment.
 *
 * Inline handlers are cut from the string before DOMPurify parses it, so hostile HTML does not make the
 * browser report CSP violations; DOMPurify remains what makes the HTML safe.
 */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(stripEventHandlers(html), CONFIG)
}
