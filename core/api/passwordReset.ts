import { z } from 'zod';
import { ZEmail, ZPassword } from './fieldLimits';

/** Where the reset link lands: the page that sets the new password (better-auth adds ?token= or ?error=). */
export const RESET_PASSWORD_PATH = '/reset-password';
/** The page that asks for the link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** POST /api/auth/request-password-reset: the answer is the same whether or not the account exists. */
export const ZForgotPasswordInput = z.object({ email: ZEmail });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

/** POST /api/auth/reset-password: the new password follows the sign-up rules. */
export const ZResetPasswordInput = z.object({ password: ZPassword, token: z.string().min(1) });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
