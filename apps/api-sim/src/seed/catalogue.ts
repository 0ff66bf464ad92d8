import type { Db } from '../db/open.ts'
import { type CategoryName, categoryImagePath, kindImagePath } from '../images/art.ts'

type Category = CategoryName

/** [category, title, price in rupees, description] */
const products: readonly [Category, string, number, string][] = [
  ['food', 'Basmati Rice 5 kg', 620, 'Aged long-grain basmati from Punjab, double polished.'],
  ['food', 'Toor Dal 2 kg', 340, 'Unpolished pigeon peas, rich in protein.'],
  ['food', 'Cold Pressed Mustard Oil 1 L', 210, 'Kachi ghani oil pressed at low temperature.'],
  ['food', 'Darjeeling Tea 500 g', 480, 'First flush leaves from a single estate.'],
  ['food', 'Cashew W240 1 kg', 1150, 'Whole Goan cashews, graded W240.'],
  ['fresh', 'Alphonso Mangoes (dozen)', 900, 'Ratnagiri Alphonso, naturally ripened.'],
  ['fresh', 'Farm Paneer 1 kg', 420, 'Fresh cottage cheese made every morning.'],
  ['fresh', 'Organic Tomatoes 2 kg', 120, 'Vine-ripened, pesticide-free.'],
  ['fresh', 'Nagpur Oranges 3 kg', 260, 'Sweet and juicy winter oranges.'],
  ['fresh', 'A2 Cow Milk 5 L', 350, 'From grass-fed desi cows.'],
  ['market', 'Atta Whole Wheat 10 kg', 480, 'Stone-ground chakki atta.'],
  ['market', 'Jaggery Powder 1 kg', 95, 'Chemical-free jaggery from Kolhapur.'],
  ['market', 'Desi Ghee 1 L', 690, 'Slow-cooked bilona ghee.'],
  ['market', 'Spice Box Combo', 540, 'Turmeric, chilli, coriander, cumin and garam masala.'],
  ['market', 'Detergent Powder 4 kg', 399, 'Front and top load safe.'],
  ['clothes', 'Cotton Kurta', 799, 'Handloom cotton, regular fit.'],
  ['clothes', 'Banarasi Silk Saree', 4599, 'Pure silk with zari border.'],
  ['clothes', 'Denim Jeans', 1299, 'Stretch denim, slim fit.'],
  ['clothes', 'Running Shoes', 2199, 'Breathable mesh, cushioned sole.'],
  ['clothes', 'Pashmina Shawl', 3499, 'Hand-woven in Kashmir.'],
  ['electronic', 'Smartphone 128 GB', 15999, '6.5 inch display, 5000 mAh battery.'],
  ['electronic', 'Wireless Earbuds', 1999, 'Bluetooth 5.3 with noise cancellation.'],
  ['electronic', 'LED Smart TV 43 inch', 24999, '4K UHD with built-in streaming apps.'],
  ['electronic', 'Power Bank 20000 mAh', 1499, 'Fast charging, dual output.'],
  ['electronic', 'Mixer Grinder 750 W', 3299, 'Three stainless steel jars.'],
  ['beauty', 'Ayurvedic Face Wash', 199, 'Neem and tulsi for clear skin.'],
  ['beauty', 'Kumkumadi Oil 30 ml', 899, 'Saffron night serum.'],
  ['beauty', 'Herbal Hair Oil 200 ml', 249, 'Bhringraj and amla.'],
  ['beauty', 'Sunscreen SPF 50', 449, 'Matte finish, water resistant.'],
  ['beauty', 'Sandalwood Soap Pack of 4', 180, 'Mysore sandalwood oil.'],
]

/** [code, title, name, base price in ten-thousandths (four decimals, so XRP and EUR move smoothly)] */
export const markets: readonly [string, string, string, number][] = [
  ['btcusdt', 'BTC/USDT', 'Bitcoin', 651_230_000],
  ['ethusdt', 'ETH/USDT', 'Ethereum', 34_521_000],
  ['bnbusdt', 'BNB/USDT', 'BNB', 5_987_000],
  ['solusdt', 'SOL/USDT', 'Solana', 1_456_000],
  ['xrpusdt', 'XRP/USDT', 'XRP', 5_240],
  ['dogeusdt', 'DOGE/USDT', 'Dogecoin', 1_210],
  ['xauusd', 'XAU/USD', 'Gold', 23_456_000],
  ['eurusd', 'EUR/USD', 'Euro', 10_850],
]

/** [title, count_days, daily income in basis points, price in rupees] */
const miningPlans: readonly [string, number, number, number][] = [
  ['Starter Rig', 7, 150, 600],
  ['Solar Farm Lease', 15, 180, 3000],
  ['GPU Cluster', 30, 200, 6000],
  ['Hydro Mining Pod', 30, 220, 10000],
  ['ASIC Hall', 60, 250, 30000],
  ['Data Centre Share', 90, 300, 100000],
]

export function seedCatalogue(db: Db): void {
  const insertProduct = db.prepare(
    'INSERT INTO products (id, title, name, code, category, price, stock, image, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  products.forEach(([category, title, price, description], index) => {
    const id = index + 1
    const name = title.split(' ').slice(0, 2).join(' ')
    insertProduct.run(
      id,
      title,
      name,
      `P${1000 + id}`,
      category,
      price * 100,
      150 + ((id * 37) % 900),
      categoryImagePath(category),
      description,
    )
  })
  const insertMarket = db.prepare(
    'INSERT INTO markets (code, title, name, base_price, sort) VALUES (?, ?, ?, ?, ?)',
  )
  markets.forEach(([code, title, name, price], index) => {
    insertMarket.run(code, title, name, price, index)
  })
  const insertPlan = db.prepare(
    'INSERT INTO mining_products (id, title, count_days, in_come_bp, price, image) VALUES (?, ?, ?, ?, ?, ?)',
  )
  miningPlans.forEach(([title, days, income, price], index) => {
    insertPlan.run(index + 1, title, days, income, price * 100, kindImagePath('mining'))
  })
}
