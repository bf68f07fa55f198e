import { RESET_PASSWORD_PATH, type TForgotPasswordInput, type TResetPasswordInput } from '@core/api/passwordReset';
import { apiRequest } from './client';

/** Asks for a reset link by email (better-auth answers alike whether or not the account exists). */
export async function requestPasswordReset(input: TForgotPasswordInput): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email: input.email, redirectTo: RESET_PASSWORD_PATH } });
}

/** Sets the new password with the token the link carried; every signed-in device is signed out. */
export async function resetPassword(input: TResetPasswordInput): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: { newPassword: input.password, token: input.token } });
}

/** Sends the email-verification link again (the banner's Resend). */
export async function resendVerificationEmail(email: string): Promise<void> {
  await apiRequest('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: '/dashboard' } });
}
