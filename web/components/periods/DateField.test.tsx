import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testI18n } from '../../test/renderScreen';
import { DateField } from './DateField';

afterEach(async () => {
  await testI18n.changeLanguage('en');
});

describe('DateField', () => {
  it("reads the chosen date in the app's language, whatever the browser's locale", async () => {
    await testI18n.changeLanguage('lv');
    renderScreen(<DateField label="New last day" value="2026-12-01" onChange={() => undefined} />);
    const field = screen.getByLabelText('New last day');
    const spelled = new Intl.DateTimeFormat('lv', { dateStyle: 'full' }).format(new Date(2026, 11, 1));
    expect(spelled).toMatch(/decembr/);
    expect(screen.getByText(spelled)).toBeInTheDocument();
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText(spelled).id);
  });

  it('says nothing beneath while the date is incomplete', () => {
    renderScreen(<DateField label="New last day" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('New last day')).not.toHaveAttribute('aria-describedby');
  });
});
