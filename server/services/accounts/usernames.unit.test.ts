import { describe, expect, it } from 'vitest';
import { usernameBase } from './usernames';

describe('usernameBase', () => {
  it('drops Latvian diacritics and joins the parts with dots', () => {
    expect(usernameBase('Jānis', 'Bērziņš')).toBe('janis.berzins');
    expect(usernameBase('Anna Marija', "O'Neil")).toBe('anna.marija.o.neil');
  });

  it('transliterates Russian names and never returns an empty name', () => {
    expect(usernameBase('Юлия', 'Петрова')).toBe('yuliya.petrova');
    expect(usernameBase('李', '')).toBe('user');
  });
});
