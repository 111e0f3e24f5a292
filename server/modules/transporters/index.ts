/**
 * The transporters module's public surface: the delivery board asks it whether a transporter has
 * a profile (and is available, and verified by the operators) before showing or moving requests.
 */
export {
  findTransporterProfile,
  requireTransporterProfile,
  requireVerifiedTransporter,
} from './service.ts';
