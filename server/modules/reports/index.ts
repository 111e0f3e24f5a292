/** The reports module's public surface: the marketplace's report routes record through it. */
export { reportProduct, reportStore } from './service.ts';
