/**
 * The setup wizard for new sellers. Pages, app/ and other features reach the setup feature only
 * through this file (decision 013).
 */
export { SetupWizard } from './setup-wizard.tsx';
