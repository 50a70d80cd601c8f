import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, testI18n } from '../../test/renderScreen';
import { DateField } from './DateField';

afterEach(async () => {
  await testI18n.changeLanguage('en');
});

describe('DateField', () => {
  it("offers day, month and year in the app's language and reads the date out beneath", async () => {
    await testI18n.changeLanguage('lv');
    renderScreen(<DateField label="Jaunā pēdējā diena" value="2026-12-01" onChange={() => undefined} />);
    // The test i18n holds English texts only; the month names come from the language itself (Intl).
    const [day, month, year] = screen.getAllByRole('combobox');
    expect([day.getAttribute('aria-label'), day, year]).toEqual([
      expect.stringMatching(/^Jaunā pēdējā diena: /),
      expect.objectContaining({ value: '1' }),
      expect.objectContaining({ value: '2026' }),
    ]);
    expect(month).toHaveValue('12');
    const december = new Intl.DateTimeFormat('lv', { month: 'long' }).format(new Date(2026, 11, 1));
    expect(screen.getByRole('option', { name: december })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Jaunā pēdējā diena' });
    const spelled = new Intl.DateTimeFormat('lv', { dateStyle: 'full' }).format(new Date(2026, 11, 1));
    expect(spelled).toMatch(/decembr/);
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText(spelled).id);
  });

  it('gives a date only once day, month and year make a real day', () => {
    const onChange = vi.fn();
    renderScreen(<DateField label="New last day" value="" min="2026-01-10" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'New last day: Day' }), {
      target: { value: '31' },
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByRole('combobox', { name: 'New last day: Month' }), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'New last day: Year' }), {
      target: { value: '2027' },
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByRole('combobox', { name: 'New last day: Day' }), {
      target: { value: '28' },
    });
    expect(onChange).toHaveBeenLastCalledWith('2027-02-28');
  });

  it('reads out the whole date once the form holds it', () => {
    function Form() {
      const [value, setValue] = useState('');
      return <DateField label="New last day" value={value} onChange={setValue} />;
    }
    renderScreen(<Form />);
    const group = screen.getByRole('group', { name: 'New last day' });
    expect(group).not.toHaveAttribute('aria-describedby');
    const pick = (part: string, value: string) =>
      fireEvent.change(screen.getByRole('combobox', { name: `New last day: ${part}` }), {
        target: { value },
      });
    pick('Year', '2027');
    pick('Month', '2');
    pick('Day', '28');
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Sunday, February 28, 2027').id);
  });
});
