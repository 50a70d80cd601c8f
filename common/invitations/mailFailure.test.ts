import { describe, expect, it } from 'vitest';
import { mailFailureReason, notConfiguredResponse } from './mailFailure';

describe('why a campaign mail failed', () => {
  it('reads the SMTP answer as a reason the screens can say in any language', () => {
    expect(mailFailureReason(notConfiguredResponse)).toBe('not_configured');
    expect(mailFailureReason('550 5.1.1 <anna@example.lv>: Recipient address rejected')).toBe('refused');
    expect(mailFailureReason('451 4.7.1 Greylisted, try again later')).toBe('deferred');
    expect(mailFailureReason('connect ECONNREFUSED 127.0.0.1:2525')).toBe('unreachable');
    expect(mailFailureReason('Greeting never received')).toBe('unreachable');
  });
});
