import { act, render } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title';

function Screen({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the page title', () => {
  it("names the screen, then Haflah, in the page's language, and follows a change of language", async () => {
    const { rerender } = render(<Screen title="Cakes" />);
    expect(document.title).toBe('Cakes · Haflah');
    rerender(<Screen />);
    expect(document.title).toBe('Haflah · Plan it · Deliver it · Celebrate it');
    await act(() => i18n.changeLanguage('ar'));
    rerender(<Screen title="كيك" />);
    expect(document.title).toBe('كيك · حفلة');
  });
});
