import type { MiningProduct } from '@mandi/api-client'
import { FEATURED_MERCHANTS } from '@mandi/domain'
import { Button, Carousel, type CarouselSlide, EmptyState, Money, ProductCard, Skeleton } from '@mandi/ui-kit'
import {
  Bell,
  ChartCandlestick,
  CircleAlert,
  Headset,
  type LucideIcon,
  Megaphone,
  Trophy,
  UserPlus,
  UserRound,
  Users,
  Wallet,
  Zap,
} from 'lucide-react'
import { Link } from 'wouter'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { ActionLink } from '../../layout/load-states.tsx'
import { useAfterFirstRender } from '../../layout/use-after-first-render.ts'
import { DEFAULT_PAIR, pairQuery } from '../../links/pair.ts'
import { type ProductItem, productPath } from '../../products/product-item.ts'
import '../../products/product-grid.css'
import './home.css'
import './home-top.css'

/** Cards in the grid's first row: their images load at once (the likely largest paint of /home). */
const TOP_ROW = 2

/** The home grid shows this many products at first, and this many more per 'Load More'. */
export const HOT_PRODUCT_COUNT = 6

export type HotProducts =
  | { readonly status: 'loading' | 'empty' | 'error' }
  | {
      readonly status: 'success'
      readonly products: readonly ProductItem[]
      /** product/list has products not shown yet: 'Load More' is offered. */
      readonly hasMore: boolean
      /** How many goods product/list holds (the "Goods listed" figure). */
      readonly total: number
    }

export type MiningPlans =
  | { readonly status: 'loading' | 'empty' | 'error' }
  | { readonly status: 'success'; readonly plans: readonly MiningProduct[] }

export interface HomeViewProps {
  readonly hot: HotProducts
  readonly onRetry: () => void
  /** Shows the next HOT_PRODUCT_COUNT products of product/list. */
  readonly onLoadMore: () => void
  /** The mining plans on offer (mining/list), each linking /buy?id=. */
  readonly plans: MiningPlans
  readonly onRetryPlans: () => void
  /** Announcements the user has not opened (notice/unread); the bell shows no number at 0. */
  readonly unreadNotices: number
}

const SLIDES = ['fresh', 'deals', 'invite', 'support'] as const
const SLIDE_TEXT = {
  fresh: [tKey('home.banner.fresh.title'), tKey('home.banner.fresh.body')],
  deals: [tKey('home.banner.deals.title'), tKey('home.banner.deals.body')],
  invite: [tKey('home.banner.invite.title'), tKey('home.banner.invite.body')],
  support: [tKey('home.banner.support.title'), tKey('home.banner.support.body')],
} as const

interface IconLink {
  readonly to: string
  readonly label: string
  readonly icon: LucideIcon
}

const QUICK_LINKS: readonly IconLink[] = [
  { to: '/deposit', label: tKey('home.quick.deposit'), icon: Wallet },
  { to: '/direct', label: tKey('home.quick.team'), icon: Users },
  { to: '/service', label: tKey('home.quick.support'), icon: Headset },
  { to: '/share', label: tKey('home.quick.invite'), icon: UserPlus },
]

/** The chart of the default pair: where trading starts (also the next step when no goods are listed). */
const CHART_PATH = `/kline?${pairQuery(DEFAULT_PAIR)}`

/** The app's other features, one tap from /home (README: information architecture). */
const MARKET_LINKS: readonly IconLink[] = [
  { to: CHART_PATH, label: tKey('home.markets.trading'), icon: ChartCandlestick },
  { to: '/pro', label: tKey('home.markets.pro'), icon: Zap },
  { to: '/channel', label: tKey('home.markets.signals'), icon: Megaphone },
  { to: '/ranking', label: tKey('home.markets.rankings'), icon: Trophy },
]

const ERROR_ICON = <CircleAlert size={40} strokeWidth={1.5} />

/**
 * The figures /home can state from what it loaded: how many goods product/list holds and how many plans
 * mining/list offers. A list that did not load gives no figure, and nothing else is claimed (no
 * satisfaction or order counts: the app has no data for them).
 */
export function homeStats(hot: HotProducts, plans: MiningPlans) {
  const stats: { id: string; label: string; value: number }[] = []
  if (hot.status === 'success') stats.push({ id: 'goods', label: tKey('home.stats.goods'), value: hot.total })
  if (plans.status === 'success') {
    stats.push({ id: 'plans', label: tKey('home.stats.plans'), value: plans.plans.length })
  }
  return stats
}

function IconLinks({ links }: { links: readonly IconLink[] }) {
  const t = useT()
  return links.map(({ to, label, icon: Icon }) => (
    <Link key={to} to={to} className="home__quick-link">
      <Icon className="home__quick-icon" size={24} aria-hidden="true" />
      {t(label)}
    </Link>
  ))
}

/** /home (spec §2): header, banner, quick links, promo, hot products and the featured merchants. */
export function HomeView({ hot, onRetry, onLoadMore, plans, onRetryPlans, unreadNotices }: HomeViewProps) {
  const t = useT()
  // Both lists failed (offline, server down): one message and one Retry for both, not two of each.
  const bothFailed = hot.status === 'error' && plans.status === 'error'
  const belowFold = useAfterFirstRender()
  const stats = homeStats(hot, plans)
  const slides = SLIDES.map((id, index): CarouselSlide => {
    const title = t(SLIDE_TEXT[id][0])
    return {
      id,
      label: title,
      content: (
        <div className={`banner__slide banner__slide--${index}`}>
          <p className="banner__title">{title}</p>
          <p className="banner__body">{t(SLIDE_TEXT[id][1])}</p>
        </div>
      ),
    }
  })
  return (
    <section className="home">
      <header className="home__header">
        <Link to="/profile" className="home__avatar" aria-label={t('home.avatar')}>
          <UserRound size={24} aria-hidden="true" />
        </Link>
        <h1 className="home__title">{t('shell.appName')}</h1>
        <Link
          to="/notify"
          className="home__bell"
          aria-label={unreadNotices > 0 ? t('home.bell', { count: unreadNotices }) : t('home.bellNone')}
        >
          <Bell size={22} aria-hidden="true" />
          {unreadNotices > 0 && (
            <span className="home__bell-count" aria-hidden="true">
              {unreadNotices > 99 ? '99+' : unreadNotices}
            </span>
          )}
        </Link>
      </header>

      {/* Spec §2: 4 s per slide (the Carousel's default, TIMINGS.bannerSlideMs), looping. */}
      <Carousel
        slides={slides}
        label={t('home.banner.label')}
        previousLabel={t('home.banner.previous')}
        nextLabel={t('home.banner.next')}
        pauseLabel={t('home.banner.pause')}
        playLabel={t('home.banner.play')}
        positionLabel={(n, total) => t('home.banner.slide', { n, total })}
      />

      <nav className="home__quick" aria-label={t('home.quick.label')}>
        <IconLinks links={QUICK_LINKS} />
      </nav>

      <section className="home__section" aria-labelledby="home-markets-title">
        <h2 id="home-markets-title" className="home__section-title">
          {t('home.markets.title')}
        </h2>
        <nav className="home__quick" aria-labelledby="home-markets-title">
          <IconLinks links={MARKET_LINKS} />
        </nav>
      </section>

      <section className="home__promo" aria-labelledby="home-promo-title">
        <h2 id="home-promo-title" className="home__promo-title">
          {t('home.promo.title')}
        </h2>
        {/* No gift is given anywhere, so none is promised (§1's 50 rupee promo; docs/decisions/0032). */}
        <p className="home__promo-body">{t('home.promo.body')}</p>
        <Link to="/deposit" className="home__promo-action">
          {t('home.promo.action')}
        </Link>
        {stats.length > 0 && (
          <dl className="home__stats">
            {stats.map((stat) => (
              <div key={stat.id} className="home__stat">
                <dt>{t(stat.label)}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="home__section" aria-labelledby="home-hot-title">
        <div className="home__section-head">
          <h2 id="home-hot-title" className="home__section-title">
            {t('home.hot.title')}
          </h2>
          <Link to="/trde" className="home__more">
            {t('home.hot.viewMore')}
          </Link>
        </div>
        {bothFailed ? (
          <EmptyState
            icon={ERROR_ICON}
            title={t('home.loadError')}
            actionLabel={t('shell.common.retry')}
            onAction={() => {
              onRetry()
              onRetryPlans()
            }}
          />
        ) : (
          <HotGrid hot={hot} onRetry={onRetry} />
        )}
        {hot.status === 'success' && hot.hasMore && (
          <Button variant="secondary" block onClick={onLoadMore}>
            {t('home.hot.loadMore')}
          </Button>
        )}
      </section>

      {/* Far below the fold at every phone size: rendered just after the first commit (a transition). */}
      {belowFold && !bothFailed && (
        <section className="home__section" aria-labelledby="home-mining-title">
          <div className="home__section-head">
            <h2 id="home-mining-title" className="home__section-title">
              {t('home.mining.title')}
            </h2>
            <Link to="/my_plans" className="home__more">
              {t('home.mining.myPlans')}
            </Link>
          </div>
          <PlanList plans={plans} onRetry={onRetryPlans} />
        </section>
      )}

      {belowFold && (
        <section className="home__section" aria-labelledby="home-merchants-title">
          <h2 id="home-merchants-title" className="home__section-title">
            {t('home.merchants.title')}
          </h2>
          <ul className="home__merchants">
            {FEATURED_MERCHANTS.map((merchant) => (
              <li key={merchant.id} className="home__merchant">
                <span className="home__merchant-mark" aria-hidden="true">
                  {merchant.name.charAt(0)}
                </span>
                {merchant.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}

function HotGrid({ hot, onRetry }: { hot: HotProducts; onRetry: () => void }) {
  const t = useT()
  if (hot.status === 'loading') {
    // Tiles of a card's size and the Load More button's height: the merchants below do not move when the
    // products arrive (they moved ~750 px down: Lighthouse CLS 0.13 on /home).
    return (
      <>
        <ul className="product-grid" aria-busy="true">
          {Array.from({ length: HOT_PRODUCT_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed tiles, keyed unlike any product id (no card reuses one).
            <li key={`placeholder-${index}`} className="home__tile">
              <div className="home__tile-image">
                <Skeleton label={index === 0 ? t('home.hot.loading') : undefined} height="100%" />
              </div>
              <div className="home__tile-body">
                <Skeleton lines={2} />
              </div>
            </li>
          ))}
        </ul>
        <div className="home__more-placeholder" aria-hidden="true" />
      </>
    )
  }
  if (hot.status === 'empty') {
    return (
      <EmptyState
        title={t('home.hot.empty')}
        action={<ActionLink to={CHART_PATH}>{t('home.hot.emptyAction')}</ActionLink>}
      />
    )
  }
  if (hot.status === 'error') {
    return (
      <EmptyState
        icon={ERROR_ICON}
        title={t('home.hot.error')}
        actionLabel={t('shell.common.retry')}
        onAction={onRetry}
      />
    )
  }
  if (hot.status !== 'success') return null
  return (
    <ul className="product-grid">
      {hot.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            title={product.title}
            price={product.price}
            image={product.image}
            soldText={t('home.sold', { count: product.sold })}
            href={`#${productPath(product.id)}`}
            priority={index < TOP_ROW}
          />
        </li>
      ))}
    </ul>
  )
}

function PlanList({ plans, onRetry }: { plans: MiningPlans; onRetry: () => void }) {
  const t = useT()
  if (plans.status === 'loading') return <Skeleton label={t('home.mining.loading')} lines={3} />
  if (plans.status === 'empty') {
    return (
      <EmptyState
        title={t('home.mining.empty')}
        action={<ActionLink to="/pro">{t('home.mining.emptyAction')}</ActionLink>}
      />
    )
  }
  if (plans.status === 'error') {
    return (
      <EmptyState
        icon={ERROR_ICON}
        title={t('home.mining.error')}
        actionLabel={t('shell.common.retry')}
        onAction={onRetry}
      />
    )
  }
  if (plans.status !== 'success') return null
  return (
    <ul className="home__plans">
      {plans.plans.map((plan) => (
        <li key={plan.id}>
          <Link to={`/buy?id=${plan.id}`} className="home__plan">
            <span className="home__plan-title">{plan.title}</span>
            <span className="home__plan-facts">
              {t('home.mining.days', { days: plan.countDays })}
              {' · '}
              <Money amount={plan.price} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
