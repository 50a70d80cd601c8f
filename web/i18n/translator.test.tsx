import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, i18n } from './translator';
import { useTranslation } from './useTranslation';

const en = {
  common: { save: 'Save', cancel: 'Cancel', blank: '' },
  hello: 'Hello, {{name}}!',
  pair: '{{a}} and {{b}}',
  files: { count_one: '{{count}} file', count_other: '{{count}} files', count_zero: 'No files' },
  classes: {
    delete_one: 'Delete {{count}} class?',
    delete_other: 'Delete {{count}} classes?',
    delete_groups_one: 'Delete {{count}} group?',
    delete_groups_other: 'Delete {{count}} groups?',
    title: 'Classes',
    title_groups: 'Groups',
  },
};
const lv = {
  common: { save: 'Saglabāt', blank: '' },
  hello: 'Sveiki, {{name}}!',
  files: { count_zero: '{{count}} failu', count_one: '{{count}} fails', count_other: '{{count}} faili' },
};
const ru = {
  common: { save: 'Сохранить' },
  files: {
    count_one: '{{count}} файл',
    count_few: '{{count}} файла',
    count_many: '{{count}} файлов',
    count_other: '{{count}} файла',
  },
};

function translator(language = 'en') {
  const made = createTranslator();
  made.addResourceBundle('en', 'translation', en);
  made.addResourceBundle('lv', 'translation', lv);
  made.addResourceBundle('ru', 'translation', ru);
  void made.changeLanguage(language);
  return made;
}

describe('the interface translator', () => {
  it('fills {{name}} values without escaping and leaves a value not given as written', () => {
    const { t } = translator();
    expect(t('hello', { name: '<b>Anna</b> & Co' })).toBe('Hello, <b>Anna</b> & Co!');
    expect(t('pair', { a: 1 })).toBe('1 and {{b}}');
    expect(t('pair', { a: 0, b: undefined })).toBe('0 and ');
    expect(t('common.save')).toBe('Save');
  });

  it('picks English plural forms, and key_zero for 0 where there is one', () => {
    const { t } = translator();
    expect([0, 1, 2, 21].map((count) => t('files.count', { count }))).toEqual([
      'No files',
      '1 file',
      '2 files',
      '21 files',
    ]);
    expect(t('classes.delete', { count: 0 })).toBe('Delete 0 classes?');
  });

  it("picks Latvian's zero (also 10–20), one and other forms", () => {
    const { t } = translator('lv');
    expect([0, 1, 2, 10, 11, 21].map((count) => t('files.count', { count }))).toEqual([
      '0 failu',
      '1 fails',
      '2 faili',
      '10 failu',
      '11 failu',
      '21 fails',
    ]);
  });

  it("picks Russian's one, few and many forms", () => {
    const { t } = translator('ru');
    expect([1, 3, 5, 11, 21, 22, 25].map((count) => t('files.count', { count }))).toEqual([
      '1 файл',
      '3 файла',
      '5 файлов',
      '11 файлов',
      '21 файл',
      '22 файла',
      '25 файлов',
    ]);
  });

  it("takes a context's wording where there is one, with its plural forms, else the plain text", () => {
    const { t } = translator();
    expect(t('classes.title', { context: 'groups' })).toBe('Groups');
    expect(t('classes.delete', { context: 'groups', count: 2 })).toBe('Delete 2 groups?');
    expect(t('common.save', { context: 'groups' })).toBe('Save');
    expect(t('classes.title', { context: '' })).toBe('Classes');
  });

  it('reads English for a text the language lacks or leaves empty, with English plural rules', () => {
    const { t } = translator('ru');
    expect(t('common.cancel')).toBe('Cancel');
    expect(t('classes.delete', { count: 1 })).toBe('Delete 1 class?');
    const latvian = translator('lv');
    expect(latvian.t('common.blank')).toBe('common.blank');
    expect(latvian.exists('common.blank')).toBe(false);
    expect(latvian.exists('common.cancel')).toBe(true);
  });

  it('shows a missing text as its key, or the default value given (also as the second argument)', () => {
    const { t } = translator('lv');
    expect(t('nowhere.to_be_found')).toBe('nowhere.to_be_found');
    expect(t('nowhere.to_be_found', { defaultValue: 'Column {{n}}', n: 3 })).toBe('Column 3');
    expect(t('nowhere.to_be_found', { defaultValue: '' })).toBe('');
    expect(t('nowhere.to_be_found', 'Seven')).toBe('Seven');
    expect(t('common.save', 'Seven')).toBe('Saglabāt');
  });

  it('answers in a fixed language whatever the current one, and says which bundles it has', () => {
    const made = translator('en');
    expect(made.getFixedT('ru')('common.save')).toBe('Сохранить');
    expect(made.getFixedT('ru')('common.cancel')).toBe('Cancel');
    expect(made.hasResourceBundle('lv', 'translation')).toBe(true);
    expect(made.hasResourceBundle('uk', 'translation')).toBe(false);
    made.addResourceBundle('uk', 'translation', { common: { save: 'Зберегти' }, broken: null });
    expect(made.getFixedT('uk')('common.save')).toBe('Зберегти');
    expect(made.getFixedT('uk')('broken')).toBe('broken');
  });

  it('renders components again in the new language when it changes', async () => {
    i18n.addResourceBundle('en', 'translation', en);
    i18n.addResourceBundle('lv', 'translation', lv);
    await act(() => i18n.changeLanguage('en'));
    let renders = 0;
    function Greeting() {
      const { t, i18n: current } = useTranslation();
      renders += 1;
      return (
        <p>
          {t('hello', { name: 'Anna' })} ({current.language})
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText('Hello, Anna! (en)')).toBeInTheDocument();
    const before = renders;
    await act(() => i18n.changeLanguage('lv'));
    expect(screen.getByText('Sveiki, Anna! (lv)')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(before);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello, Anna! (en)')).toBeInTheDocument();
  });
});
