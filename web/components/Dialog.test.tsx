import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/renderScreen';
import { Dialog } from './Dialog';

/** A dialog rendered only while open, as most of the app's dialogs are. */
function RemovedWhenClosed() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New class</Button>
      {open && (
        <Dialog opened onClose={() => setOpen(false)} title="New class">
          <input aria-label="Class name" data-autofocus />
          <Button onClick={() => setOpen(false)}>Save</Button>
        </Dialog>
      )}
    </>
  );
}

/** A dialog kept on the page and closed through `opened`. */
function KeptMounted() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Share</Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title="Share">
        <Button onClick={() => setOpen(false)}>Done</Button>
      </Dialog>
    </>
  );
}

/** Clicks as Chromium does: the button takes the focus, then its click handler runs. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('Dialog', () => {
  it('gives the focus back to its opener when it is removed from the page, by Escape or its button', async () => {
    renderScreen(<RemovedWhenClosed />);
    const opener = screen.getByRole('button', { name: 'New class' });
    for (const close of ['Escape', 'Save'] as const) {
      press(opener);
      const name = await screen.findByRole('textbox', { name: 'Class name' });
      await waitFor(() => expect(name).toHaveFocus());
      if (close === 'Escape') fireEvent.keyDown(name, { key: 'Escape' });
      else press(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('gives the focus back when it stays on the page and closes', async () => {
    renderScreen(<KeptMounted />);
    const opener = screen.getByRole('button', { name: 'Share' });
    press(opener);
    const done = await screen.findByRole('button', { name: 'Done' });
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    press(done);
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
