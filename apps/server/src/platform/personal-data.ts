/** The account whose data is asked for. */
export interface DataSubject {
  id: string;
  email: string;
}

/**
 * A module that holds personal data (Bahrain PDPL, Law 30 of 2018): what it holds about an account,
 * for the export, and how it forgets it, for deletion. Data that goes with the account row by
 * ON DELETE CASCADE needs no `erase`.
 */
export interface PersonalDataHolder {
  /** The section of the export this holder fills. */
  key: string;
  export(subject: DataSubject): Promise<unknown>;
  /**
   * What must be closed before the account may go (its pending orders): settles it, or throws an
   * AppError to refuse the deletion, having changed nothing when it refuses.
   */
  settle?(subject: DataSubject): Promise<void>;
  erase?(subject: DataSubject): Promise<void>;
}

/**
 * Every module holding personal data joins this registry when it is built, so the data export and
 * account deletion reach all of them without the account routes knowing who they are.
 */
export function createPersonalDataRegistry() {
  const holders: PersonalDataHolder[] = [];

  return {
    register(holder: PersonalDataHolder) {
      if (holders.some((h) => h.key === holder.key)) throw new Error(`duplicate data holder ${holder.key}`);
      holders.push(holder);
    },

    /** Each holder's section, in registration order. */
    async exportAll(subject: DataSubject): Promise<Record<string, unknown>> {
      const sections: Record<string, unknown> = {};
      for (const holder of holders) sections[holder.key] = await holder.export(subject);
      return sections;
    },

    /**
     * Runs every holder's settle in registration order, before anything is erased: a refusal stops the
     * deletion there.
     */
    async settleAll(subject: DataSubject): Promise<void> {
      for (const holder of holders) await holder.settle?.(subject);
    },

    /** Runs every holder's erase in registration order; the caller deletes the account itself last. */
    async eraseAll(subject: DataSubject): Promise<void> {
      for (const holder of holders) await holder.erase?.(subject);
    },
  };
}

export type PersonalDataRegistry = ReturnType<typeof createPersonalDataRegistry>;
