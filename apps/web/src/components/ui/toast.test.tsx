import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passTime, renderApp, toastRegion } from '../../test/utils';
import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS, toast } from './toast';

/** A toast leaves 300 ms after it is dismissed. */
const LEAVE_MS = 300;

const shown = (text: string) => within(toastRegion()).queryByText(text) !== null;
const undo = () => within(toastRegion()).getByRole('button', { name: 'Undo' });

beforeEach(() => {
  vi.useFakeTimers();
  renderApp(null);
});

afterEach(async () => {
  for (const close of within(toastRegion()).queryAllByRole('button', { name: 'Close' }))
    fireEvent.click(close);
  await passTime(LEAVE_MS + 100, 100);
  vi.useRealTimers();
});

describe('toast with an action', () => {
  it('is a real button that runs the action once and closes the toast', async () => {
    const onClick = vi.fn();
    act(() => {
      toast({ kind: 'info', description: 'Cake removed', action: { label: 'Undo', onClick } });
    });
    const button = undo();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    await passTime(LEAVE_MS + 10, 10);
    expect(shown('Cake removed')).toBe(false);
  });

  it('stays longer than a plain toast', async () => {
    act(() => {
      toast({ description: 'plain' });
      toast({ description: 'with undo', action: { label: 'Undo', onClick: () => {} } });
    });
    await passTime(TOAST_DURATION_MS + LEAVE_MS + 10, 100);
    expect(shown('plain')).toBe(false);
    expect(shown('with undo')).toBe(true);
    await passTime(ACTION_TOAST_DURATION_MS - TOAST_DURATION_MS, 100);
    expect(shown('with undo')).toBe(false);
  });

  it('waits while hovered or focused, and counts its whole time again after', async () => {
    act(() => {
      toast({ description: 'with undo', action: { label: 'Undo', onClick: () => {} } });
    });
    const item = screen.getByText('with undo').closest('[role="status"]') as HTMLElement;
    fireEvent.mouseEnter(item);
    await passTime(ACTION_TOAST_DURATION_MS * 2, 500);
    expect(shown('with undo')).toBe(true);

    // Focus in it keeps it too, even once the pointer leaves.
    act(() => undo().focus());
    fireEvent.mouseLeave(item);
    await passTime(ACTION_TOAST_DURATION_MS * 2, 500);
    expect(shown('with undo')).toBe(true);

    act(() => undo().blur());
    await passTime(ACTION_TOAST_DURATION_MS - 500, 500);
    expect(shown('with undo')).toBe(true);
    await passTime(500 + LEAVE_MS + 10, 10);
    expect(shown('with undo')).toBe(false);
  });

  it('can take keyboard focus when it appears', () => {
    act(() => {
      toast({ description: 'removed', action: { label: 'Undo', onClick: () => {} }, focusAction: true });
    });
    expect(document.activeElement).toBe(undo());
  });
});
