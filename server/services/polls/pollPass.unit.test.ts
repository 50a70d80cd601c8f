import { describe, expect, it } from 'vitest';
import { issuePollPass, readPollPass } from './pollPass';

describe('poll passes', () => {
  it('reads back what it issued until it expires', () => {
    const pass = issuePollPass('secret', 4, 9, null, 1_000);
    expect(readPollPass('secret', pass, 2_000)).toMatchObject({ pollId: 4, codeId: 9 });
    expect(readPollPass('secret', pass, 2_000)?.groupId).toBeUndefined();
    expect(readPollPass('secret', pass, 1_000 + 5 * 3600_000)).toBeNull();
  });

  it("carries a group's code's group", () => {
    expect(readPollPass('secret', issuePollPass('secret', 4, 9, 12))).toMatchObject({ groupId: 12 });
  });

  it('refuses a pass signed with another secret or changed', () => {
    const pass = issuePollPass('secret', 4, 9);
    expect(readPollPass('other', pass)).toBeNull();
    const [body, signature] = pass.split('.');
    const forged = Buffer.from(
      JSON.stringify({ pollId: 5, codeId: 9, expiresAt: Date.now() + 1000 }),
    ).toString('base64url');
    expect(readPollPass('secret', `${forged}.${signature}`)).toBeNull();
    expect(readPollPass('secret', `${body}`)).toBeNull();
  });
});
