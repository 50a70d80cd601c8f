/** Spec §7 event categories: what the client sends to the events endpoint. */
export const eventCategories = [
  'School Admin',
  'Login',
  'Poll-filling',
  'Results',
  'Results PDF modal',
  'Results Excel Manual modal',
  'Survey builder',
  'Onboarding',
  'Superadmin',
  'Freemium',
] as const;
export type EventCategory = (typeof eventCategories)[number];
