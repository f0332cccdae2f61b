import type { OrderTotals, PromoCodeCheck } from '@haflah/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { PromoCodeField } from './PromoCodeField';
import { TotalsList } from './TotalsList';

/** The field as checkout uses it: the applied code in the page, the server's answer for it. */
function Harness({
  answer,
  onApply,
}: {
  answer: (code: string) => PromoCodeCheck;
  onApply?: (c: string) => void;
}) {
  const [code, setCode] = useState<string | null>(null);
  return (
    <form onSubmit={() => onApply?.('SUBMITTED')}>
      <PromoCodeField
        code={code}
        check={code ? answer(code) : null}
        checking={false}
        onApply={(c) => {
          onApply?.(c);
          setCode(c);
        }}
        onRemove={() => setCode(null)}
      />
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: /Promo code|رمز الخصم/ });

afterEach(() => act(() => setLanguage('en')));

describe('PromoCodeField', () => {
  it('applies a code (upper-cased, Enter applies rather than placing the order) and says it applied; Remove clears it', () => {
    const onApply = vi.fn();
    render(<Harness answer={(code) => ({ code, state: 'applied', problem: null })} onApply={onApply} />);
    fireEvent.change(input(), { target: { value: ' party10 ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onApply.mock.calls).toEqual([['PARTY10']]);
    expect(screen.getByText('Code PARTY10 applied.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Code PARTY10 applied.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('says why a code does not apply, translated, and marks the field invalid', () => {
    render(<Harness answer={(code) => ({ code, state: 'refused', problem: 'PROMO_CODE_USED_UP' })} />);
    fireEvent.change(input(), { target: { value: 'GONE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('This code has been used up.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses what is not letters and digits without asking the server', () => {
    const onApply = vi.fn();
    render(<Harness answer={(code) => ({ code, state: 'applied', problem: null })} onApply={onApply} />);
    fireEvent.change(input(), { target: { value: '<b>x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Codes are letters and digits only.')).toBeTruthy();
  });

  it('in Arabic: the reason and that the shop’s own offer is bigger', () => {
    act(() => setLanguage('ar'));
    render(<Harness answer={(code) => ({ code, state: 'beaten', problem: null })} />);
    fireEvent.change(input(), { target: { value: 'small5' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(screen.getByText('عرض المتجر أكبر، لذلك لن يُستخدم الرمز SMALL5.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إزالة' })).toBeTruthy();
  });
});

const totals: OrderTotals = {
  subtotalFils: 100_000,
  deliveryFeeFils: 1_000,
  discountFils: 20_000,
  vatFils: 7_364,
  totalFils: 81_000,
};
const plain = (s: string | null | undefined) =>
  s?.replace(/[\u2068\u2069\u2060\u200f\u200e]/g, '').replace(/\u00a0/g, ' ');
const rows = () =>
  screen.getAllByRole('term').map((dt) => [plain(dt.textContent), plain(dt.nextElementSibling?.textContent)]);

describe('TotalsList with a discount', () => {
  it("names the shop's offer in the spec's words, and the code", () => {
    const { unmount } = render(
      <TotalsList
        totals={totals}
        delivered
        discountSource={{ kind: 'offer', percent: 30, capFils: 20_000 }}
      />,
    );
    expect(rows()).toContainEqual(['Shop offer: 30% off, up to BD 20.000', '-BD 20.000']);
    expect(rows()).toContainEqual(['Total', 'BD 81.000']);
    unmount();
    render(<TotalsList totals={totals} delivered discountSource={{ kind: 'code', code: 'PARTY10' }} />);
    expect(rows()).toContainEqual(['Promo code PARTY10', '-BD 20.000']);
  });

  it('says Discount when the source is not known (order pages), in Arabic too; none without one', () => {
    act(() => setLanguage('ar'));
    const { unmount } = render(<TotalsList totals={totals} delivered />);
    expect(rows()).toContainEqual(['الخصم', '-20.000 د.ب']);
    unmount();
    render(<TotalsList totals={{ ...totals, discountFils: 0, totalFils: 101_000 }} delivered />);
    expect(rows().map(([term]) => term)).not.toContain('الخصم');
  });
});
