/**
 * The signed-in user's own account (/profile): details, store and password forms; the store's
 * fields serve the setup wizard too.
 */
export { PasswordForm } from './password-form.tsx';
export { ProfileForm } from './profile-form.tsx';
export { StoreInfoFields } from './store-info-fields.tsx';
