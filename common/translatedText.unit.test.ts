import { describe, expect, it } from 'vitest';
import { fillText, translatedText } from './translatedText';

const shipped = {
  en: { mail: { subject: 'Reset your password', text: 'Open {{link}}' } },
  lv: { mail: { subject: 'Paroles atjaunošana', text: '' } },
};

describe('translatedText: translation, else shipped text, else English', () => {
  it('takes the translation, and counts an empty one or the key itself as untranslated', () => {
    expect(translatedText('mail.subject', 'uk', { 'mail.subject': 'Скидання пароля' }, shipped)).toBe(
      'Скидання пароля',
    );
    expect(translatedText('mail.subject', 'uk', { 'mail.subject': 'mail.subject' }, shipped)).toBe(
      'Reset your password',
    );
    expect(translatedText('mail.subject', 'uk', { 'mail.subject': ' ' }, shipped)).toBe(
      'Reset your password',
    );
  });

  it('falls back to the shipped text of the language, then to English, then to the key', () => {
    expect(translatedText('mail.subject', 'lv', undefined, shipped)).toBe('Paroles atjaunošana');
    expect(translatedText('mail.text', 'lv', {}, shipped)).toBe('Open {{link}}');
    expect(translatedText('mail.footer', 'lv', {}, shipped)).toBe('mail.footer');
  });
});

describe('fillText', () => {
  it('fills the named values once and leaves unknown names as written', () => {
    expect(fillText('Open {{ link }} for {{who}}', { link: 'https://x.test/{{who}}' })).toBe(
      'Open https://x.test/{{who}} for {{who}}',
    );
  });
});
