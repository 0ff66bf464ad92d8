import { rupees } from '@mandi/domain'
import type { ProductItem } from './product-item.ts'

/** Fixture products for the home and marketplace stories and view tests. */
export const PRODUCTS: readonly ProductItem[] = [
  { id: 1, title: 'Basmati Rice 5 kg', price: rupees(650), sold: 1204, image: '' },
  { id: 2, title: 'Alphonso Mangoes 1 dozen', price: rupees(899), sold: 342, image: '' },
  { id: 3, title: 'Cotton Kurta', price: rupees(1299), sold: 87, image: '' },
  { id: 4, title: 'Bluetooth Earbuds', price: rupees(2499), sold: 56, image: '' },
  { id: 5, title: 'Toor Dal 1 kg', price: rupees(165), sold: 2210, image: '' },
  { id: 6, title: 'Aloe Vera Gel', price: rupees(249), sold: 410, image: '' },
]
