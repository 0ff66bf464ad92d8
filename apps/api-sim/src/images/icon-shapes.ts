/**
 * The drawing of a lucide-static icon (ISC licence) reduced to its plain shapes: only path, circle, rect,
 * line, polyline, polygon and ellipse elements with geometry attributes survive. Anything else (a comment,
 * the outer <svg>, a script, an event handler, a style) is dropped, so artwork built from these strings
 * can carry neither text nor script whatever the package ships.
 */

const SHAPE = /<(path|circle|rect|line|polyline|polygon|ellipse)\b([^<>]*?)\/?>/g
const ATTRIBUTE = /([a-zA-Z0-9-]+)\s*=\s*"([^"]*)"/g
const GEOMETRY = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
])
/** Numbers, path commands, separators: a geometry value never needs anything else. */
const SAFE_VALUE = /^[0-9a-zA-Z.,\s-]*$/

export function iconShapes(icon: string): string {
  const shapes: string[] = []
  for (const [, tag, attributes] of icon.matchAll(SHAPE)) {
    const kept: string[] = []
    for (const [, name, value] of (attributes ?? '').matchAll(ATTRIBUTE)) {
      if (name && value !== undefined && GEOMETRY.has(name) && SAFE_VALUE.test(value)) {
        kept.push(`${name}="${value}"`)
      }
    }
    if (kept.length > 0) shapes.push(`<${tag} ${kept.join(' ')}/>`)
  }
  if (shapes.length === 0) throw new Error('icon without shapes')
  return shapes.join('')
}
