import { describe, expect, it } from 'vitest';
import { blankTerms, checkCode, checkOffer, dinarsToFils, fieldErrorsOf } from './terms-form';

/** 26 Nov 2026, 17:20 in Bahrain (14:20 UTC). */
const NOW = new Date('2026-11-26T14:20:00.000Z');

describe('terms form', () => {
  it('reads dinars with up to 3 decimals, Arabic digits and decimal mark included', () => {
    expect(dinarsToFils('20')).toBe(20_000);
    expect(dinarsToFils(' 12.5 ')).toBe(12_500);
    expect(dinarsToFils('١٢٫٥')).toBe(12_500);
    expect(dinarsToFils('')).toBeNull();
    expect(dinarsToFils('1.2345')).toBeNaN();
  });

  it('starts a new offer at the next full hour in Bahrain, for a week; a code from now, for a month', () => {
    const offer = blankTerms('offer', NOW);
    expect(offer).toMatchObject({
      startDate: '2026-11-26',
      startTime: '18:00',
      endDate: '2026-12-03',
      endTime: '18:00',
    });
    const code = blankTerms('code', NOW);
    expect(code).toMatchObject({ startDate: '', startTime: '', endDate: '2026-12-26', endTime: '18:00' });
  });

  it('turns an offer into its body in UTC, or names each field to fix', () => {
    const values = {
      ...blankTerms('offer', NOW),
      percent: '30',
      cap: '20',
      minOrder: '50',
      firstOrderOnly: true,
    };
    expect(checkOffer(values, NOW)).toEqual({
      ok: true,
      body: {
        percent: 30,
        capFils: 20_000,
        minOrderFils: 50_000,
        firstOrderOnly: true,
        startsAt: '2026-11-26T15:00:00.000Z',
        endsAt: '2026-12-03T15:00:00.000Z',
      },
    });
    const wrong = checkOffer({ ...values, percent: '95', cap: '0', endDate: '2026-11-20' }, NOW);
    expect(wrong).toEqual({
      ok: false,
      errors: {
        percent: 'shopOffers.form.errors.percent',
        cap: 'shopOffers.form.errors.cap',
        endDate: 'shopOffers.form.errors.in_past',
      },
    });
    const backwards = checkOffer({ ...values, startDate: '2026-12-10' }, NOW);
    expect(backwards).toMatchObject({ errors: { endDate: 'shopOffers.form.errors.end_before_start' } });
  });

  it('turns a code into its body: upper case, no start when left empty, the usage limit or none', () => {
    const values = { ...blankTerms('code', NOW), code: ' eid10 ', percent: '10', cap: '5' };
    expect(checkCode(values, NOW)).toEqual({
      ok: true,
      body: {
        code: 'EID10',
        percent: 10,
        capFils: 5_000,
        minOrderFils: null,
        firstOrderOnly: false,
        expiresAt: '2026-12-26T15:00:00.000Z',
        usageLimit: null,
      },
    });
    expect(checkCode({ ...values, code: 'ab', usageLimit: '0', startDate: '2026-12-01' }, NOW)).toEqual({
      ok: false,
      errors: {
        code: 'shopOffers.form.errors.code',
        startTime: 'shopOffers.form.errors.time',
        usageLimit: 'shopOffers.form.errors.usageLimit',
      },
    });
  });

  it("puts the server's refusals on their fields: its own judgement and the contract's", () => {
    expect(fieldErrorsOf({ path: 'expiresAt', issue: 'in_past' }, [])).toEqual({
      endDate: 'shopOffers.form.errors.in_past',
    });
    expect(
      fieldErrorsOf(undefined, [
        { path: 'body.capFils', message: 'too big' },
        { path: 'body.endsAt', message: 'end_before_start' },
      ]),
    ).toEqual({ cap: 'shopOffers.form.errors.cap', endDate: 'shopOffers.form.errors.end_before_start' });
  });
});
