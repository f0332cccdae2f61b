import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SheetDialog } from './SheetDialog';

/** Opened from a plain button (as the app's dialogs are, through a store), not a Dialog.Trigger. */
function Harness({ keepOpener = true }: { keepOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {(keepOpener || !open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Book
        </button>
      )}
      <button type="button">Elsewhere</button>
      <SheetDialog open={open} onOpenChange={setOpen} aria-describedby={undefined}>
        <Dialog.Title>Pick a time</Dialog.Title>
        <button type="button">Inside</button>
      </SheetDialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Book' });
const openWithKeyboard = () => {
  act(() => opener().focus());
  fireEvent.click(opener());
};

describe('SheetDialog', () => {
  it('is a modal dialog named by its title, and takes focus when it opens', async () => {
    render(<Harness />);
    openWithKeyboard();
    const dialog = await screen.findByRole('dialog', { name: 'Pick a time' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<Harness />);
    openWithKeyboard();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('gives focus back after the close button too', async () => {
    render(<Harness />);
    openWithKeyboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('leaves focus alone when the opener has gone meanwhile', async () => {
    render(<Harness keepOpener={false} />);
    openWithKeyboard();
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
