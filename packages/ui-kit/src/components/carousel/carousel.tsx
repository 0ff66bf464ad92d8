import { TIMINGS } from '@mandi/domain'
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { cx } from '../../lib/cx.ts'
import { useDataSaver } from '../../lib/data-saver.ts'
import { useDocumentVisible } from '../../lib/use-document-visible.ts'
import { useInView } from '../../lib/use-in-view.ts'
import { useReducedMotion } from '../../lib/use-reduced-motion.ts'
import './carousel.css'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'

export interface CarouselSlide {
  id: string
  /** Names the slide for screen readers, e.g. the banner's title. */
  label: string
  content: ReactNode
}

export interface CarouselProps {
  slides: readonly CarouselSlide[]
  /** Accessible name of the carousel, e.g. 'Banners'. */
  label: string
  /** ms per slide (§9: 4 s). */
  interval?: number
  previousLabel?: string
  nextLabel?: string
  pauseLabel?: string
  playLabel?: string
  /** Builds the slide's position text, e.g. (1, 3) → '1 of 3'. */
  positionLabel?: (position: number, total: number) => string
  onChange?: (index: number) => void
}

/** Horizontal distance, in px, that counts as a swipe. */
const SWIPE_PX = 40

/**
 * The home banner (§2): auto-plays every 4 s and loops. It stops while the tab is hidden, while it is off
 * screen, while the user interacts with it, when paused with its button, and entirely under reduced motion.
 * When the app saves data it starts paused: it moves only by hand, or after Play.
 */
export function Carousel({
  slides,
  label,
  interval = TIMINGS.bannerSlideMs,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  pauseLabel = 'Pause',
  playLabel = 'Play',
  positionLabel = (position, total) => `${position} of ${total}`,
  onChange,
}: CarouselProps) {
  const root = useRef<HTMLElement>(null)
  const [index, setIndex] = useState(0)
  const dataSaver = useDataSaver()
  const [paused, setPaused] = useState(dataSaver)
  const [interacting, setInteracting] = useState(false)
  const visible = useDocumentVisible()
  const inView = useInView(root)
  const reducedMotion = useReducedMotion()
  const swipeStart = useRef<number | null>(null)
  const count = slides.length
  const current = count === 0 ? 0 : Math.min(index, count - 1)

  const go = (next: number) => {
    if (count === 0) return
    const wrapped = (next + count) % count
    setIndex(wrapped)
    onChange?.(wrapped)
  }

  const playing = count > 1 && !paused && !interacting && visible && inView && !reducedMotion

  // A fresh timer per slide: a manual move restarts the full interval instead of cutting the next one short.
  // biome-ignore lint/correctness/useExhaustiveDependencies: go is rebuilt each render; current and count drive it
  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(() => go(current + 1), interval)
    return () => clearTimeout(timer)
  }, [playing, current, count, interval])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null) return
    const dx = event.clientX - start
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? current + 1 : current - 1)
  }

  return (
    <section
      ref={root}
      className="mk-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null
      }}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false)
      }}
    >
      {/* While it moves by itself the slides are not announced; once stopped, changes are read out. */}
      <div
        className="mk-carousel__track"
        aria-live={playing ? 'off' : 'polite'}
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as role=group, not a form fieldset
          <div
            key={slide.id}
            className="mk-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${positionLabel(position + 1, count)}: ${slide.label}`}
            aria-hidden={position === current ? undefined : true}
            inert={position !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <div className="mk-carousel__dots" aria-hidden="true">
            {slides.map((slide, position) => (
              <span
                key={slide.id}
                className={cx('mk-carousel__dot', position === current && 'mk-carousel__dot--active')}
              />
            ))}
          </div>
          <div className="mk-carousel__controls">
            <button
              type="button"
              className="mk-carousel__button"
              aria-label={previousLabel}
              onClick={() => go(current - 1)}
            >
              <ChevronLeft size={20} aria-hidden />
            </button>
            {!reducedMotion && (
              <button
                type="button"
                className="mk-carousel__button"
                aria-label={paused ? playLabel : pauseLabel}
                onClick={() => setPaused(!paused)}
              >
                {paused ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
              </button>
            )}
            <button
              type="button"
              className="mk-carousel__button"
              aria-label={nextLabel}
              onClick={() => go(current + 1)}
            >
              <ChevronRight size={20} aria-hidden />
            </button>
          </div>
        </>
      )}
    </section>
  )
}
