/**
 * Signing in and up, and the current user every layer asks about. Pages, app/ and other features
 * reach the auth feature only through this file (decision 013).
 */
export * from './api.ts';
export { AuthMarketingPanel } from './components/auth-marketing-panel.tsx';
export { LoginForm } from './components/login-form.tsx';
export { RegisterForm } from './components/register-form.tsx';
export { ForgotPasswordForm } from './components/forgot-password-form.tsx';
export { ResetPasswordForm, useResetTokenFromHash } from './components/reset-password-form.tsx';
