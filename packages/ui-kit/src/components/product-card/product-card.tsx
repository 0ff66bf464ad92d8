import type { Paise } from '@mandi/domain'
import { useDataSaver } from '../../lib/data-saver.ts'
import { Money } from '../money/money.tsx'
import './product-card.css'

export interface ProductCardProps {
  title: string
  price: Paise
  /** Full image URL (the app prefixes the image host). */
  image?: string | null
  /** Already worded, e.g. 'Sold 1,204' (§3: stock is shown as Sold). */
  soldText?: string
  /** The product route, e.g. '#/buy_product?id=3'; the card is a link to it. */
  href: string
  onSelect?: () => void
  /**
   * The image is among the first seen (the top row of a grid): fetched at once and early rather than lazily,
   * since it is likely the largest thing painted when the screen opens. Ignored when the app saves data.
   */
  priority?: boolean
}

/** The size the picture is shown at in a two-column grid at 360 px (square); its attributes reserve that box. */
const IMAGE_SIZE = 160

/**
 * A product tile of the hot products grid and the marketplace list. The name is always real text under the
 * picture (the picture is an illustration of the kind of product and carries no text), and the picture is
 * fitted whole into its square box, never cropped.
 */
export function ProductCard({ title, price, image, soldText, href, onSelect, priority }: ProductCardProps) {
  // Saving data, every picture waits until it is about to be seen, and none jumps the queue.
  const dataSaver = useDataSaver()
  const eager = priority === true && !dataSaver
  return (
    <a
      className="mk-product"
      href={href}
      onClick={(event) => {
        if (!onSelect) return
        event.preventDefault()
        onSelect()
      }}
    >
      {image ? (
        <img
          className="mk-product__image"
          src={image}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <span className="mk-product__image" aria-hidden="true" />
      )}
      <span className="mk-product__body">
        <span className="mk-product__title">{title}</span>
        <Money amount={price} className="mk-product__price" revealOnTap={false} />
        {soldText && <span className="mk-product__sold">{soldText}</span>}
      </span>
    </a>
  )
}
