/**
 * The seller's orders: list, detail, manual orders, status moves and labels. Pages, app/ and other
 * features reach the orders feature only through this file (decision 013).
 */
export * from './api.ts';
export { BackToOrders, OrderDetailView } from './order-detail-view.tsx';
export { OrderForm } from './order-form.tsx';
export { OrderItemsSummary } from './order-items-summary.tsx';
export { governorateName, paymentMethodLabelKey, sortedGovernorates } from './order-labels.ts';
export { OrderStatusBadge } from './order-status-badge.tsx';
export { OrderStatusHistory } from './order-status-history.tsx';
export { isOrderStatus } from './order-status.ts';
export { OrdersTable } from './orders-table.tsx';
export { OrdersToolbar } from './orders-toolbar.tsx';
