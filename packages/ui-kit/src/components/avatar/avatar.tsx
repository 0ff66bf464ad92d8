import { useState } from 'react'
import './avatar.css'

export interface AvatarProps {
  /** The user's name: the image's alternative text and the source of the initials. */
  name: string
  src?: string | null
  size?: number
}

/**
 * The first letters of the first and last word: "Demo Trader" → "DT", "डेमो ट्रेडर" → "डट". A whole code point
 * is taken (never half of a surrogate pair), and for Devanagari the letter without its vowel sign.
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('') || '?'
}

/** A round picture, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(src) && failed !== src
  return (
    <span className="mk-avatar" style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {showImage ? (
        <img src={src ?? undefined} alt={name} onError={() => setFailed(src ?? null)} />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  )
}
