import type { Role } from '@haflah/contracts';
import { AppError } from '../http/errors.js';

/** Who is acting: a signed-in user with their role. */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * A module's answer to "may this actor do this to these rows": the subset of `ids` allowed, found with
 * one set-returning query (immich's access checks). Rows the actor may not touch and rows that do not
 * exist are the same to the caller.
 */
export interface Policy<Action extends string> {
  can(actor: Actor, action: Action, ids: readonly string[]): Promise<Set<string>>;
}

/**
 * Asked first by every service method that takes an id. Another user's row answers 404, exactly like
 * a missing one, so an id never confirms that somebody else's row exists.
 */
export async function requireAccess<Action extends string>(
  policy: Policy<Action>,
  actor: Actor,
  action: Action,
  ids: readonly string[],
  notFoundMessage = 'Not found',
): Promise<void> {
  if (ids.length === 0) return;
  const allowed = await policy.can(actor, action, ids);
  if (ids.some((id) => !allowed.has(id))) throw new AppError('NOT_FOUND', notFoundMessage);
}
