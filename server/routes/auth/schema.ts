import { z } from 'zod';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1, 'username is required').max(254),
  password: z.string().min(1, 'password is required').max(200),
});

export const logoutBody = z.strictObject({}).optional();
