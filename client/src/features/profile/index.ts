/**
 * The signed-in user's own account (/profile): details, store and password forms, and the email
 * choices with the unsubscribe page of an email's link; the store's fields serve the setup wizard too.
 */
export { EmailPreferencesCard } from './email-preferences-card.tsx';
export { PasswordForm } from './password-form.tsx';
export { ProfileForm } from './profile-form.tsx';
export { StoreInfoFields } from './store-info-fields.tsx';
export { InstallAppCard } from './install-app-card.tsx';
export { WhatsappTemplatesCard } from './whatsapp-templates-card.tsx';
export { UnsubscribeView } from './unsubscribe-view.tsx';
