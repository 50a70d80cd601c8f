import type { EventCategory } from '../../common/eventCategories';
import { api } from './client';
import { logError } from './log';

export type { EventCategory };

export type EventIdentity = {
  identityId: number | null;
  identityType: string;
  organizationId: number | null;
};

let currentIdentity: EventIdentity = { identityId: null, identityType: 'anonymous', organizationId: null };

/** Accounts sets who is signed in; every usage event carries that identity type and organisation. */
export function setEventIdentity(identity: EventIdentity): void {
  currentIdentity = identity;
}

export function eventPayload(category: EventCategory, action: string, details: Record<string, unknown> = {}) {
  return {
    identity_id: currentIdentity.identityId,
    identity_type: currentIdentity.identityType,
    org_id: currentIdentity.organizationId,
    category,
    action,
    details,
  };
}

/** Fire and forget: a lost usage event is logged, never shown to the user. */
export function sendEvent(category: EventCategory, action: string, details?: Record<string, unknown>): void {
  api
    .post('events', eventPayload(category, action, details))
    .catch((error) => logError('Usage event failed', error));
}
