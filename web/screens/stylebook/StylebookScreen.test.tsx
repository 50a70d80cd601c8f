import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { CopySection } from './CopySection';
import { DialogSection } from './DialogSection';
import { NoticeSection } from './NoticeSection';
import { StylebookScreen } from './StylebookScreen';

const sb = en.pages.stylebook;

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole page (every form state, table and badge) renders once; each interaction is tried on its own
// section, which renders in a fraction of the time on a busy machine.
describe('StylebookScreen', () => {
  it('shows every section listed in its contents', () => {
    renderScreen(<StylebookScreen />, { path: '/stylebook' });

    expect(screen.getByRole('heading', { level: 1, name: sb.title })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: sb.contents });
    for (const link of within(contents).getAllByRole('link'))
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sb.notices.warn })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sb.dialogs.confirm_button })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.common.copy })).toBeInTheDocument();
  });

  it('shows a notice on click', async () => {
    renderScreen(<NoticeSection />, { path: '/stylebook' });

    expect(screen.getByRole('button', { name: sb.notices.warn })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sb.notices.error })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sb.notices.info }));
    expect(await screen.findByText(sb.notices.info_message)).toBeInTheDocument();
  });

  it('shows the answer of the confirm helper', async () => {
    renderScreen(<DialogSection />, { path: '/stylebook' });
    const result = screen.getByTestId('confirm-result');
    expect(result).toHaveTextContent('—');

    fireEvent.click(screen.getByRole('button', { name: sb.dialogs.confirm_button }));
    fireEvent.click(await screen.findByRole('button', { name: sb.dialogs.confirm_confirm }));
    await waitFor(() => expect(result).toHaveTextContent('true'));

    fireEvent.click(screen.getByRole('button', { name: sb.dialogs.delete_button }));
    expect(await screen.findByText(sb.dialogs.delete_message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(result).toHaveTextContent('false'));
  });

  it('marks the copy button as copied', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<CopySection />, { path: '/stylebook' });

    fireEvent.click(screen.getByRole('button', { name: en.common.copy }));
    expect(await screen.findByRole('button', { name: en.common.copied })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://balss.lv/demo-school');
  });
});
