import type { RequestContext } from '../../http/guard.js';
import type { Bus } from '../../platform/bus.js';
import type { DataSubject, PersonalDataRegistry } from '../../platform/personal-data.js';
import type { AuthService } from '../auth/index.js';

export interface AccountDeps {
  auth: Pick<AuthService, 'deleteAccount'>;
  personalData: Pick<PersonalDataRegistry, 'exportAll' | 'settleAll' | 'eraseAll'>;
  bus: Pick<Bus, 'publish'>;
}

/**
 * Bahrain PDPL (Law 30 of 2018): people can see and delete the data we hold about them. What is held
 * where is the registry's business: every module holding personal data joined it when it was built.
 */
export function createAccountService({ auth, personalData, bus }: AccountDeps) {
  return {
    /** Everything held about the account, one section per holder, stamped with when it was read. */
    async exportData(subject: DataSubject) {
      return { exportedAt: new Date().toISOString(), ...(await personalData.exportAll(subject)) };
    },

    /**
     * Deletes the account; answers the cookies that end its session. The order matters: open orders
     * are settled first (pending ones cancelled and refunded; one further along refuses the deletion
     * with nothing erased), then every holder erases its data, and the account row goes last, taking
     * sessions, profile and everything else keyed by it.
     */
    async deleteAccount(ctx: RequestContext, subject: DataSubject): Promise<string[]> {
      await personalData.settleAll(subject);
      await personalData.eraseAll(subject);
      const cookies = await auth.deleteAccount(ctx, subject.id);
      await bus.publish('account.deleted', { userId: subject.id });
      return cookies;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
