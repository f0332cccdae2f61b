import { cartSchema, type ReholdRequest } from '@haflah/contracts';
import { apiSend } from '../../../lib/api';
import { useCartMutation } from './cart';

/**
 * A time picked again for a held line (an expired one too): the same line, held anew. Apart from
 * api/cart.ts so that only the time-slot dialog's lazy chunk carries it, not Home's first load.
 */
export const reholdLine = ({ id, ...body }: ReholdRequest & { id: string }) =>
  apiSend('PUT', `/api/cart/items/${id}/slot`, body, cartSchema);

export const useRehold = () => useCartMutation(reholdLine);
