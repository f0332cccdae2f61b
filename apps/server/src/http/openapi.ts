import { apiErrorSchema } from '@haflah/contracts';

/** Documents the error responses a route can give, all in the shared error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));
}
