/**
 * The operators' side (issue 13): overview, transporters, stores, reports, inbox and audit log.
 * Pages, app/ and other features reach the admin feature only through this file (decision 013).
 */
export { useAdminQueueCounts } from './queue-counts.ts';
export { DisputesScreen } from './disputes-screen.tsx';
export { InboxScreen } from './inbox-screen.tsx';
export { LogScreen } from './log-screen.tsx';
export { OperatorsOnly } from './operators-only.tsx';
export { OverviewScreen } from './overview-screen.tsx';
export { ReportsScreen } from './reports-screen.tsx';
export { StoreScreen } from './store-screen.tsx';
export { StoresScreen } from './stores-screen.tsx';
export { TransporterScreen } from './transporter-screen.tsx';
export { TransportersScreen } from './transporters-screen.tsx';
