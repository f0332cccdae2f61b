import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { type AccountDeps, createAccountService } from './account.service.js';

const subject = { id: 'user-1', email: 'layla@example.com' };
const ctx = { ip: '127.0.0.1', headers: new Headers() };

/** A service over recording fakes: what ran, in order. */
function serviceRecording(settle: () => Promise<void> = async () => {}) {
  const calls: string[] = [];
  const deps: AccountDeps = {
    auth: {
      deleteAccount: async (_ctx, userId) => {
        calls.push(`auth.deleteAccount ${userId}`);
        return ['session=; Max-Age=0'];
      },
    },
    personalData: {
      exportAll: async () => ({ account: { id: subject.id } }),
      settleAll: async () => {
        calls.push('settle');
        await settle();
      },
      eraseAll: async () => {
        calls.push('erase');
      },
    },
    bus: {
      publish: async (name: string) => {
        calls.push(`publish ${name}`);
      },
    } as AccountDeps['bus'],
  };
  return { service: createAccountService(deps), calls };
}

describe('account service', () => {
  it('deletes in order: settle open orders, erase every holder, the account row, then tell the others', async () => {
    const { service, calls } = serviceRecording();
    expect(await service.deleteAccount(ctx, subject)).toEqual(['session=; Max-Age=0']);
    expect(calls).toEqual(['settle', 'erase', 'auth.deleteAccount user-1', 'publish account.deleted']);
  });

  it('erases nothing when settling refuses the deletion', async () => {
    const refusal = new AppError('ACCOUNT_HAS_ACTIVE_ORDERS', 'An order is on its way');
    const { service, calls } = serviceRecording(() => Promise.reject(refusal));
    await expect(service.deleteAccount(ctx, subject)).rejects.toBe(refusal);
    expect(calls).toEqual(['settle']);
  });

  it('exports every holder’s section with the time it was read', async () => {
    const { service } = serviceRecording();
    const data = await service.exportData(subject);
    expect(data).toMatchObject({ account: { id: subject.id } });
    expect(Number.isNaN(Date.parse(data.exportedAt))).toBe(false);
  });
});
