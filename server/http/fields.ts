import { z } from 'zod';
import { isEmail } from '../../common/validation';

/** Request fields that mean the same everywhere in the API. */
export const emailField = z.string().trim().max(254).refine(isEmail, 'is not a valid e-mail address');

export const personNameField = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');
