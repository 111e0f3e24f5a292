/**
 * The transporters module's public surface: the delivery board asks it whether a transporter has
 * a profile (and is available) before showing or moving requests.
 */
export { findTransporterProfile, requireTransporterProfile } from './service.ts';
