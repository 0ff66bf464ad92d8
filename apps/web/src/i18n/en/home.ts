/** The home page (spec §2 /home). */
export const home = {
  title: 'Home',
  bell: 'Notifications, {{count}} new',
  avatar: 'My account',
  banner: {
    label: 'Highlights',
    slide: 'Slide {{n}} of {{total}}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slides',
    play: 'Play the slides',
    fresh: { title: 'Fresh every day', body: 'Vegetables and fruit from local farms' },
    deals: { title: 'Weekly deals', body: 'Buy low, sell when the price rises' },
    invite: { title: 'Invite friends', body: 'Share your code and grow your team' },
    support: { title: 'We are here to help', body: 'Support answers every day' },
  },
  quick: {
    label: 'Quick links',
    deposit: 'Deposit',
    team: 'Team',
    support: 'Support',
    invite: 'Invite',
  },
  promo: {
    title: 'New member gift',
    body: 'A {{amount}} gift waits for you',
  },
  stats: {
    satisfaction: 'Satisfaction',
    orders: 'Orders',
    products: 'Products',
  },
  hot: {
    title: 'Hot products',
    viewMore: 'View More',
    loadMore: 'Load More',
    loadMoreToast: 'No more products for now',
    loading: 'Loading products',
    empty: 'No products yet',
    error: 'Could not load the products.',
  },
  merchants: {
    title: 'Featured merchants',
  },
  sold: 'Sold {{count}}',
} as const
