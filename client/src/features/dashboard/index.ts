/**
 * The dashboard's cards: figures, revenue, recent orders and messages, getting started. Pages,
 * app/ and other features reach the dashboard feature only through this file (decision 013).
 */
export { GettingStarted } from './getting-started.tsx';
export { RecentMessages } from './recent-messages.tsx';
export { RecentOrders } from './recent-orders.tsx';
export { RevenueChartCard } from './revenue-chart-card.tsx';
export { ShareStoreMenu } from './share-store-menu.tsx';
export { StoreFigures } from './store-figures.tsx';
