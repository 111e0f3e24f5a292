/** The buyer module's public surface (decision 013): order tracking, which checkout serves too. */
export { trackOrder } from './service.ts';
