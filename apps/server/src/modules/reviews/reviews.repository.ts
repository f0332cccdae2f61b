import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { user } from '../auth/index.js';
import { listings } from '../catalogue/index.js';
import { customerOrderIds, orderLines, orders } from '../orders/index.js';
import { ownedShopId, shops } from '../shops/index.js';
import { reviews } from './reviews.schema.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** A page's position: the last review's time and id (newest first). */
export interface ReviewCursor {
  at: Date;
  id: string;
}

export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  `${row.createdAt.toISOString()}_${row.id}`;
export function decodeCursor(value: string | undefined): ReviewCursor | undefined {
  if (!value) return undefined;
  const [iso, id] = value.split('_');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return { at, id };
}

const before = (cursor: ReviewCursor | undefined): SQL | undefined =>
  cursor
    ? or(lt(reviews.createdAt, cursor.at), and(eq(reviews.createdAt, cursor.at), lt(reviews.id, cursor.id)))
    : undefined;

/** The reviewer's name as the account has it (null once the account is gone). */
const reviewerName = { reviewerName: user.name };

/**
 * A review with its reviewer's and its item's names, as the shop's list and the admins' reports show
 * it (a function: the catalogue's table is read when a query is built).
 */
const namedReview = () => ({
  review: reviews,
  ...reviewerName,
  listingNameEn: listings.nameEn,
  listingNameAr: listings.nameAr,
});

/**
 * Reviews' rows, and the aggregates they feed. The listing's and the shop's `rating`/`review_count`
 * are written here, and only here: they are the reviews' aggregate (issue 27), kept in the review's
 * transaction with both rows locked so concurrent reviews leave exact figures.
 */
export function createReviewsRepository(db: Db) {
  /** Reviews as the shop lists them: named, with their order's number. */
  const shopRows = () =>
    db
      .select({ ...namedReview(), orderNumber: orders.number })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(user, eq(user.id, reviews.userId));

  return {
    /** The order, for the customer's rating: its customer, shop and status. */
    async order(orderId: string) {
      const [row] = await db
        .select({ id: orders.id, userId: orders.userId, shopId: orders.shopId, status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /** The order's items, one per listing still in the catalogue, in the order's order. */
    async orderItems(orderId: string) {
      const rows = await db
        .select({
          listingId: orderLines.listingId,
          nameEn: orderLines.nameEn,
          nameAr: orderLines.nameAr,
          imageUrl: orderLines.imageUrl,
          bookingId: orderLines.bookingId,
        })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.listingId)))
        .orderBy(asc(orderLines.position));
      const seen = new Set<string>();
      return rows.filter((r) => !seen.has(r.listingId!) && seen.add(r.listingId!)) as (Omit<
        (typeof rows)[number],
        'listingId'
      > & { listingId: string })[];
    },

    ofOrder(orderId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.orderId, orderId));
    },

    /** Which of `ids` are orders `userId` placed. */
    ordersOfCustomer(userId: string, ids: readonly string[]): Promise<Set<string>> {
      return customerOrderIds(db, userId, ids);
    },

    /** Which of `ids` are reviews of a shop `userId` owns. */
    async ofShopOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(shops, eq(shops.id, reviews.shopId))
        .where(and(eq(shops.ownerUserId, userId), inArray(reviews.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    async existing(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(inArray(reviews.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** The shop `userId` owns (null: none). */
    shopOf(userId: string): Promise<string | null> {
      return ownedShopId(db, userId);
    },

    /** Inserts the review; undefined when the item of that order has one already (the unique index). */
    async insert(tx: Tx, values: NewReview): Promise<ReviewRow | undefined> {
      const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning();
      return row;
    },

    async lockById(tx: Tx, id: string): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    async update(tx: Tx, id: string, values: Partial<NewReview>): Promise<ReviewRow> {
      const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
      return row!;
    },

    /**
     * The listing's and the shop's rating and count, recomputed from their visible reviews with both
     * rows locked (listing first, then shop: every writer takes them in that order). FOR NO KEY
     * UPDATE, not FOR UPDATE: the review's own insert holds KEY SHARE on both rows (its foreign keys),
     * which FOR UPDATE would wait on across two concurrent reviews (a deadlock). Read committed: the
     * recount, a new statement after the lock, sees every review committed before it.
     */
    async recompute(tx: Tx, listingId: string, shopId: string): Promise<void> {
      await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, listingId))
        .for('no key update');
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('no key update');
      await tx.execute(sql`
        update ${listings} set
          rating = coalesce((select avg(rating)::real from ${reviews} where listing_id = ${listingId} and hidden_at is null), 0),
          review_count = (select count(*)::int from ${reviews} where listing_id = ${listingId} and hidden_at is null)
        where id = ${listingId}`);
      await tx.execute(sql`
        update ${shops} set
          rating = coalesce((select avg(rating)::real from ${reviews} where shop_id = ${shopId} and hidden_at is null), 0),
          review_count = (select count(*)::int from ${reviews} where shop_id = ${shopId} and hidden_at is null)
        where id = ${shopId}`);
    },

    /** A listing's visible reviews, newest first, with the reviewer's name. */
    page(listingId: string, cursor: ReviewCursor | undefined, limit: number) {
      return db
        .select({ review: reviews, ...reviewerName })
        .from(reviews)
        .leftJoin(user, eq(user.id, reviews.userId))
        .where(and(eq(reviews.listingId, listingId), isNull(reviews.hiddenAt), before(cursor)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** The shop's reviews (hidden ones included, marked), newest first. */
    shopPage(
      shopId: string,
      filter: { rating?: number; unanswered?: boolean },
      cursor: ReviewCursor | undefined,
      limit: number,
    ) {
      return shopRows()
        .where(
          and(
            eq(reviews.shopId, shopId),
            filter.rating ? eq(reviews.rating, filter.rating) : undefined,
            filter.unanswered ? isNull(reviews.reply) : undefined,
            before(cursor),
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** One review as the shop lists it. */
    async shopRow(id: string) {
      const [row] = await shopRows().where(eq(reviews.id, id));
      return row;
    },

    /** Reports waiting for an admin, oldest first (or one review, decided or not, by id). */
    reported(id?: string) {
      return db
        .select({
          ...namedReview(),
          shopNameEn: shops.nameEn,
          shopNameAr: shops.nameAr,
        })
        .from(reviews)
        .innerJoin(listings, eq(listings.id, reviews.listingId))
        .innerJoin(shops, eq(shops.id, reviews.shopId))
        .leftJoin(user, eq(user.id, reviews.userId))
        .where(id ? eq(reviews.id, id) : and(isNotNull(reviews.reportedAt), isNull(reviews.decidedAt)))
        .orderBy(asc(reviews.reportedAt), asc(reviews.id))
        .limit(200);
    },

    /** The reviewer's account, for telling them of a reply. */
    async account(userId: string) {
      const [row] = await db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** A customer's reviews, for the data export, with the item's name. */
    ofUser(userId: string, executor: Executor = db) {
      return executor
        .select({
          review: reviews,
          listingNameEn: listings.nameEn,
          orderNumber: orders.number,
        })
        .from(reviews)
        .innerJoin(listings, eq(listings.id, reviews.listingId))
        .innerJoin(orders, eq(orders.id, reviews.orderId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
