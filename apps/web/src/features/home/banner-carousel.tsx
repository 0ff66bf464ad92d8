import { TIMINGS } from '@mandi/domain'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n/i18n.tsx'

export interface BannerSlide {
  readonly id: string
  readonly title: string
  readonly body: string
}

export interface BannerCarouselProps {
  readonly slides: readonly BannerSlide[]
  /** Stories and tests may stop the clock; the app always plays (spec §2). */
  readonly autoPlay?: boolean
  readonly intervalMs?: number
}

/**
 * The home banner (spec §2, §9): one slide every 4 s, wrapping to the first after the last. Hovering or
 * focusing it pauses the clock so a slide being read does not move away.
 */
export function BannerCarousel({
  slides,
  autoPlay = true,
  intervalMs = TIMINGS.bannerSlideMs,
}: BannerCarouselProps) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length

  useEffect(() => {
    if (!autoPlay || paused || count < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [autoPlay, paused, count, intervalMs])

  const current = slides[index % Math.max(1, count)]
  if (!current) return null
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <article
        className={`banner__slide banner__slide--${index % 4}`}
        aria-roledescription="slide"
        aria-label={t('home.banner.slide', { n: index + 1, total: count })}
        aria-live={autoPlay && !paused ? 'off' : 'polite'}
      >
        <p className="banner__title">{current.title}</p>
        <p className="banner__body">{current.body}</p>
      </article>
      <div className="banner__dots">
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className="banner__dot"
            aria-label={t('home.banner.goTo', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  )
}
