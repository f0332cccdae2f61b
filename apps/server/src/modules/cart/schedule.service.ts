import {
  BLOCKS_LIST_LIMIT,
  type BlockConflict,
  type BlockCreate,
  type BlockCreated,
  type BlocksQuery,
  type BlocksResponse,
  bahrainToUtc,
  CALENDAR_LISTINGS_LIMIT,
  CALENDAR_SLOT_MINUTES,
  type CalendarListing,
  type CalendarSlot,
  CUSTOMER_DATA_DAYS,
  type ShopBookings,
  type ShopBookingsQuery,
  type TimeBlock,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import { checkAvailability, type Reservation } from './availability.js';
import type { ScheduleAction } from './schedule.policy.js';
import type {
  BlockRow,
  CalendarBookingRow,
  CalendarHoldRow,
  ScheduleRepository,
} from './schedule.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SLOT = CALENDAR_SLOT_MINUTES * MINUTE;
const LISTING_NOT_FOUND = 'Listing not found';
const BLOCK_NOT_FOUND = 'Block not found';

/** The first word of a customer's name: all the shop is shown of it. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

export function toTimeBlock(row: BlockRow): TimeBlock {
  return {
    id: row.id,
    listingId: row.listingId,
    listingName:
      row.listingId && row.nameEn != null ? { en: row.nameEn, ar: row.nameAr ?? row.nameEn } : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

type Span = { start: Date; end: Date };
const overlaps = (a: Span, b: Span) => a.start < b.end && a.end > b.start;

/**
 * Capacity use per CALENDAR_SLOT_MINUTES slot of [viewStart, viewStart + slots × SLOT), for the slots
 * something touches: each reservation keeps a unit busy over its span widened by the listing's buffers
 * (as the availability rule counts it), a block takes the whole capacity. The numbers are the pure
 * rule's (`checkAvailability`) over the slot, so the calendar and the time-slot dialog agree.
 */
export function slotUse(input: {
  capacity: number;
  buffers: { beforeMinutes: number; afterMinutes: number };
  reservations: readonly Reservation[];
  blocks: readonly Span[];
  viewStart: Date;
  slots: number;
  now: Date;
}): CalendarSlot[] {
  const { capacity, buffers, viewStart, slots, now } = input;
  const busy: Reservation[] = input.reservations
    .filter((r) => r.kind === 'booking' || (r.expiresAt != null && r.expiresAt > now))
    .map((r) => ({
      ...r,
      start: new Date(r.start.getTime() - buffers.beforeMinutes * MINUTE),
      end: new Date(r.end.getTime() + buffers.afterMinutes * MINUTE),
    }));
  const touched = new Set<number>();
  const first = viewStart.getTime();
  for (const s of [...busy, ...input.blocks]) {
    const from = Math.max(0, Math.floor((s.start.getTime() - first) / SLOT));
    const to = Math.min(slots, Math.ceil((s.end.getTime() - first) / SLOT));
    for (let k = from; k < to; k++) touched.add(k);
  }
  return [...touched]
    .sort((a, b) => a - b)
    .map((k) => {
      const slot = { start: new Date(first + k * SLOT), end: new Date(first + (k + 1) * SLOT) };
      const use = checkAvailability({ capacity, reservations: busy, ...slot, now });
      const blocked = input.blocks.some((b) => overlaps(b, slot));
      return {
        startsAt: slot.start.toISOString(),
        booked: use.currentBookings,
        held: use.currentHolds,
        blocked,
        available: blocked ? 0 : use.availableQuantity,
      };
    })
    .filter((s) => s.blocked || s.booked + s.held > 0);
}

/** The shop's blocked time and its bookings calendar (issue 27 points 1–2), for its owner. */
export function createScheduleService(deps: {
  repo: ScheduleRepository;
  policy: Policy<ScheduleAction>;
  clock: () => Date;
}) {
  const { repo, policy, clock } = deps;

  /** The retailer's own shop: none is 404 (there is nothing of theirs to block or see). */
  async function shopOf(actor: Actor): Promise<string | null> {
    return actor.role === 'retailer' ? repo.shopOfOwner(actor.id) : null;
  }

  return {
    async listBlocks(actor: Actor, query: BlocksQuery): Promise<BlocksResponse> {
      if (query.listingId)
        await requireAccess(policy, actor, 'listing.schedule', [query.listingId], LISTING_NOT_FOUND);
      const shopId = await shopOf(actor);
      if (!shopId) return { blocks: [] };
      const rows = await repo.listBlocks(
        shopId,
        { start: new Date(query.from), end: new Date(query.to) },
        { listingId: query.listingId },
        BLOCKS_LIST_LIMIT,
      );
      return { blocks: rows.map(toTimeBlock) };
    },

    async createBlock(actor: Actor, input: BlockCreate): Promise<BlockCreated> {
      if (input.listingId)
        await requireAccess(policy, actor, 'listing.schedule', [input.listingId], LISTING_NOT_FOUND);
      const shopId = await shopOf(actor);
      if (!shopId) throw new AppError('NOT_FOUND', 'Shop not found');
      const outcome = await repo.createBlock(
        {
          shopId,
          listingId: input.listingId,
          start: new Date(input.startsAt),
          end: new Date(input.endsAt),
          note: input.note ? input.note : null,
          createdBy: actor.id,
        },
        clock(),
      );
      if (!outcome.created) {
        const details: BlockConflict = {
          bookings: outcome.conflicts.map((c) => ({
            orderId: c.orderId,
            orderNumber: c.orderNumber,
            listingId: c.listingId,
            listingName: { en: c.nameEn, ar: c.nameAr },
            startsAt: c.startsAt.toISOString(),
            endsAt: c.endsAt.toISOString(),
          })),
        };
        throw new AppError(
          'BLOCK_OVERLAPS_BOOKING',
          'The time overlaps a confirmed booking',
          undefined,
          details,
        );
      }
      return { block: toTimeBlock(outcome.block), liveHolds: outcome.liveHolds };
    },

    async deleteBlock(actor: Actor, id: string): Promise<void> {
      await requireAccess(policy, actor, 'block.delete', [id], BLOCK_NOT_FOUND);
      const shopId = await shopOf(actor);
      if (!shopId || !(await repo.deleteBlock(shopId, id))) throw new AppError('NOT_FOUND', BLOCK_NOT_FOUND);
    },

    async calendar(actor: Actor, query: ShopBookingsQuery): Promise<ShopBookings> {
      if (query.listingId)
        await requireAccess(policy, actor, 'listing.schedule', [query.listingId], LISTING_NOT_FOUND);
      const shopId = await shopOf(actor);
      const empty = { from: query.from, days: query.days, listings: [], blocks: [], nextCursor: null };
      if (!shopId) return empty;
      const start = bahrainToUtc(query.from, '00:00');
      const view = { start, end: new Date(start.getTime() + query.days * DAY) };
      const now = clock();
      const rows = await repo.calendarListings(
        shopId,
        { listingId: query.listingId, after: query.after },
        CALENDAR_LISTINGS_LIMIT + 1,
      );
      const page = rows.slice(0, CALENDAR_LISTINGS_LIMIT);
      const ids = page.map((l) => l.id);
      const [{ bookings, holds }, blockRows] = await Promise.all([
        repo.reservations(ids, view, now, CUSTOMER_DATA_DAYS),
        ids.length
          ? repo.listBlocks(shopId, view, { listingIds: ids }, BLOCKS_LIST_LIMIT)
          : Promise.resolve([]),
      ]);
      const byListing = <T extends { listingId: string }>(list: readonly T[]) => {
        const map = new Map<string, T[]>();
        for (const item of list) map.set(item.listingId, [...(map.get(item.listingId) ?? []), item]);
        return map;
      };
      const bookingsOf = byListing(bookings);
      const holdsOf = byListing(holds);
      const listings: CalendarListing[] = page.map((l) => {
        const own = bookingsOf.get(l.id) ?? [];
        const held = holdsOf.get(l.id) ?? [];
        const blocksHere = blockRows
          .filter((b) => b.listingId === null || b.listingId === l.id)
          .map((b) => ({ start: b.startsAt, end: b.endsAt }));
        return {
          id: l.id,
          name: { en: l.nameEn, ar: l.nameAr },
          capacity: l.capacity,
          isActive: l.isActive,
          bufferBeforeMinutes: l.bufferBeforeMinutes,
          bufferAfterMinutes: l.bufferAfterMinutes,
          bookings: own.filter((b) => overlaps(span(b), view)).map(toCalendarBooking),
          holds: held.filter((h) => overlaps(span(h), view)).map(toCalendarHold),
          slots: slotUse({
            capacity: l.capacity,
            buffers: { beforeMinutes: l.bufferBeforeMinutes, afterMinutes: l.bufferAfterMinutes },
            reservations: [
              ...own.map((b) => ({ kind: 'booking' as const, ...span(b), quantity: b.quantity })),
              ...held.map((h) => ({
                kind: 'hold' as const,
                ...span(h),
                quantity: h.quantity,
                expiresAt: h.expiresAt,
              })),
            ],
            blocks: blocksHere,
            viewStart: view.start,
            slots: (query.days * DAY) / SLOT,
            now,
          }),
        };
      });
      return {
        from: query.from,
        days: query.days,
        listings,
        blocks: blockRows.map(toTimeBlock),
        nextCursor: rows.length > CALENDAR_LISTINGS_LIMIT ? page.at(-1)!.id : null,
      };
    },
  };
}

const span = (r: { startsAt: Date; endsAt: Date }) => ({ start: r.startsAt, end: r.endsAt });

function toCalendarBooking(b: CalendarBookingRow) {
  return {
    id: b.id,
    orderId: b.orderId,
    orderNumber: b.orderNumber,
    orderStatus: b.orderStatus,
    customerFirstName: firstName(b.customerName),
    quantity: b.quantity,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
  };
}

function toCalendarHold(h: CalendarHoldRow) {
  return {
    quantity: h.quantity,
    startsAt: h.startsAt.toISOString(),
    endsAt: h.endsAt.toISOString(),
    expiresAt: h.expiresAt.toISOString(),
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
