import { describe, expect, it } from 'vitest';
import { openSealedSecret, openSecret, sealSecret } from './secretBox';

const key = 'test-token-secret-test-token-secret-0123456789';

describe('secretBox', () => {
  it('opens what it sealed, and never holds the plain text', () => {
    const sealed = sealSecret(key, 'client-secret-Ā-ж');
    expect(sealed.toString('utf8')).not.toContain('client-secret');
    expect(openSecret([key], sealed)).toBe('client-secret-Ā-ж');
  });

  it('seals the same secret differently each time', () => {
    expect(sealSecret(key, 'same').equals(sealSecret(key, 'same'))).toBe(false);
  });

  it('refuses a changed box, another key and garbage', () => {
    const sealed = sealSecret(key, 'client-secret');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => openSecret([key], tampered)).toThrow();
    expect(() => openSecret([`${key}-other`], sealed)).toThrow();
    expect(() => openSecret([key], Buffer.from('short'))).toThrow();
  });

  it('opens with any secret of a rotation and says whether it was the newest', () => {
    const newer = 'newer-token-secret-newer-token-secret-0123456';
    const sealed = sealSecret(key, 'client-secret');
    expect(openSealedSecret([newer, key], sealed)).toEqual({ plain: 'client-secret', newest: false });
    expect(openSealedSecret([key, newer], sealed)).toEqual({ plain: 'client-secret', newest: true });
    expect(() => openSealedSecret([newer], sealed)).toThrow();
  });
});
