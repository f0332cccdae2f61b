import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { shops } from '../shops/index.js';
import { promoCodes, shopOffers } from './offers.schema.js';

export type ShopOfferRow = typeof shopOffers.$inferSelect;
export type NewShopOffer = typeof shopOffers.$inferInsert;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** Whose codes a list or a check is about: one shop's, or the marketplace's (no shop). */
export type CodeOwner = { shopId: string } | { marketplace: true };

const ownedBy = (owner: CodeOwner): SQL =>
  'shopId' in owner ? eq(promoCodes.shopId, owner.shopId) : isNull(promoCodes.shopId);

/**
 * The management side of offers and codes (the shop's and the admin's screens): the rows a shop or an
 * admin writes, the checks of who owns which, and the overlap of a shop's offers decided under a lock
 * on the shop's row. Checkout's reads are offers.repository.ts.
 */
export function createOffersStaffRepository(db: Db) {
  return {
    /** Of `ids`, the offers of shops this account owns. */
    async offersOfOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: shopOffers.id })
        .from(shopOffers)
        .innerJoin(shops, eq(shops.id, shopOffers.shopId))
        .where(and(inArray(shopOffers.id, [...ids]), eq(shops.ownerUserId, userId)));
      return new Set(rows.map((r) => r.id));
    },

    /** Of `ids`, the codes of shops this account owns. */
    async codesOfOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .innerJoin(shops, eq(shops.id, promoCodes.shopId))
        .where(and(inArray(promoCodes.id, [...ids]), eq(shops.ownerUserId, userId)));
      return new Set(rows.map((r) => r.id));
    },

    /** Of `ids`, the marketplace's codes (no shop): the admins'. */
    async marketplaceCodes(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(and(inArray(promoCodes.id, [...ids]), isNull(promoCodes.shopId)));
      return new Set(rows.map((r) => r.id));
    },

    /** A shop's offers: those not ended first by start, then the ended, newest end first. */
    offersOf(shopId: string, now: Date): Promise<ShopOfferRow[]> {
      return db
        .select()
        .from(shopOffers)
        .where(eq(shopOffers.shopId, shopId))
        .orderBy(
          sql`${shopOffers.endsAt} <= ${now}`,
          sql`case when ${shopOffers.endsAt} > ${now} then ${shopOffers.startsAt} end`,
          desc(shopOffers.endsAt),
        );
    },

    /**
     * Locks the shop's row (FOR UPDATE) for a change of its offers: two racing creations of
     * overlapping offers are decided one after the other, so only one can win.
     */
    async lockShop(tx: Tx, shopId: string): Promise<void> {
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
    },

    async offerById(ex: Executor, id: string): Promise<ShopOfferRow | undefined> {
      const [row] = await ex.select().from(shopOffers).where(eq(shopOffers.id, id));
      return row;
    },

    /** Another offer of the shop whose span meets [startsAt, endsAt). */
    async overlapping(
      tx: Tx,
      shopId: string,
      span: { startsAt: Date; endsAt: Date },
      except?: string,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: shopOffers.id })
        .from(shopOffers)
        .where(
          and(
            eq(shopOffers.shopId, shopId),
            lt(shopOffers.startsAt, span.endsAt),
            gt(shopOffers.endsAt, span.startsAt),
            except ? ne(shopOffers.id, except) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertOffer(tx: Tx, values: NewShopOffer): Promise<ShopOfferRow> {
      const [row] = await tx.insert(shopOffers).values(values).returning();
      return row!;
    },

    async updateOffer(tx: Tx, id: string, values: Partial<NewShopOffer>): Promise<ShopOfferRow> {
      const [row] = await tx.update(shopOffers).set(values).where(eq(shopOffers.id, id)).returning();
      return row!;
    },

    async deleteOffer(tx: Tx, id: string): Promise<void> {
      await tx.delete(shopOffers).where(eq(shopOffers.id, id));
    },

    /**
     * Customers' cached shop lists forget what they kept (catalogue.cache.ts follows this channel, as
     * the catalogue tables' trigger does): sent on commit, so a new or ended offer reaches every node.
     */
    async announceCatalogueChange(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_notify('catalogue_changed', 'shop_offers')`);
    },

    codesOf(owner: CodeOwner): Promise<PromoCodeRow[]> {
      return db
        .select()
        .from(promoCodes)
        .where(ownedBy(owner))
        .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code));
    },

    async codeById(ex: Executor, id: string): Promise<PromoCodeRow | undefined> {
      const [row] = await ex.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },

    /** Inserts the code, or null when the code is taken (the unique index decides, race or not). */
    async insertCode(tx: Tx, values: NewPromoCode): Promise<PromoCodeRow | null> {
      const [row] = await tx.insert(promoCodes).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Stops a code now (kept as it was when stopped already). */
    async disableCode(tx: Tx, id: string, now: Date): Promise<PromoCodeRow> {
      const [row] = await tx
        .update(promoCodes)
        .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, ${now})` })
        .where(eq(promoCodes.id, id))
        .returning();
      return row!;
    },
  };
}

export type OffersStaffRepository = ReturnType<typeof createOffersStaffRepository>;
