import { z } from 'zod';
import { emailField } from '../../http/fields';

const email = emailField;
const linkToken = z.string().min(20).max(200);

export const forgotPasswordBody = z.strictObject({ email, new_user: z.boolean().optional() });
export const resetPasswordBody = z.strictObject({ token: linkToken, password: z.string().max(200) });
export const linkParams = z.object({ token: linkToken });
export const changeEmailBody = z.strictObject({ email, password: z.string().min(1).max(200) });
export const confirmEmailBody = z.strictObject({ token: linkToken });
