/**
 * The contact form of /contact. Pages, app/ and other features reach the contact feature only
 * through this file (decision 013).
 */
export { ContactForm } from './contact-form.tsx';
