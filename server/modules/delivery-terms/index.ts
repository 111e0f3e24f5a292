/** The delivery-terms module's public surface: checkout reads a cart's stores' terms through it. */
export { deliveryTermsOf } from './service.ts';
