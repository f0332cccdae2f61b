/** Pricing rules of the spec (§9), all in integer fils. */

export interface FixedPriced {
  priceFils: number;
  salePriceFils: number | null;
  isOnSale: boolean;
}

/** Sale price when the item is on sale and a sale price is set, otherwise the price. */
export function unitPriceFils(item: FixedPriced): number {
  return item.isOnSale && item.salePriceFils != null ? item.salePriceFils : item.priceFils;
}

export function lineTotalFils(item: FixedPriced, quantity: number): number {
  assertQuantity(quantity);
  return unitPriceFils(item) * quantity;
}

const MS_PER_HOUR = 3_600_000;

/** Hours between start and end; fractional when the span is not whole hours. */
export function spanHours(start: Date, end: Date): number {
  const ms = end.getTime() - start.getTime();
  if (!(ms > 0)) throw new RangeError('end must be after start');
  return ms / MS_PER_HOUR;
}

/** hourly rate × hours × quantity, rounded to whole fils. */
export function timeBasedTotalFils(hourlyRateFils: number, start: Date, end: Date, quantity: number): number {
  assertQuantity(quantity);
  return Math.round(hourlyRateFils * spanHours(start, end) * quantity);
}

/** Percentage saved by a sale, for the Sale badge; 0 when not on sale. */
export function discountPercent(item: FixedPriced): number {
  if (!item.isOnSale || item.salePriceFils == null || item.priceFils <= 0) return 0;
  return Math.round((1 - item.salePriceFils / item.priceFils) * 100);
}

function assertQuantity(q: number) {
  if (!Number.isInteger(q) || q < 1) throw new RangeError('quantity must be a positive integer');
}
