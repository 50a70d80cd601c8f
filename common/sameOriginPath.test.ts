import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './sameOriginPath';

describe('sameOriginPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameOriginPath('/school/surveys?tab=2#open')).toBe('/school/surveys?tab=2#open');
    expect(sameOriginPath('/student/poll/1/1')).toBe('/student/poll/1/1');
  });

  // Issue 36.5: /student/poll/1/1?login_token=…&redirectPath=%2F%09%2Fevil.example%2Fphish went to evil.example.
  it('refuses whatever a browser would take off the site', () => {
    for (const target of [
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginPath(target), JSON.stringify(target)).toBeNull();
    }
  });

  it('answers the path the browser would open: stripped characters and dot segments resolved', () => {
    expect(sameOriginPath('/school/\tsurveys')).toBe('/school/surveys');
    expect(sameOriginPath('/a/../dashboard')).toBe('/dashboard');
  });
});
