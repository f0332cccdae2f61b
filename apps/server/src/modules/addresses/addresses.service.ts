import { type Address, type addressInputSchema, MAX_ADDRESSES, type OrderAddress } from '@haflah/contracts';
import type { z } from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import { normalizeBahrainPhone } from '../../platform/phone.js';
import type { AddressAction } from './addresses.policy.js';
import type { AddressesRepository, AddressRow, AddressValues } from './addresses.repository.js';

/** An address as the route received it (parsed by the contract: trimmed, Latin digits, no markup). */
type ParsedAddress = z.output<typeof addressInputSchema>;

const NOT_FOUND = 'Address not found';
const gone = () => new AppError('NOT_FOUND', NOT_FOUND);

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    labelKind: row.labelKind,
    label: row.label,
    governorate: row.governorate,
    area: row.area,
    block: row.block,
    road: row.road,
    building: row.building,
    flat: row.flat,
    directions: row.directions,
    contactPhone: row.contactPhone,
    pin: row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null,
    isDefault: row.isDefault,
  };
}

/** The columns of an address as typed; the phone must be a Bahrain number (INVALID_PHONE otherwise). */
function toValues(input: ParsedAddress): AddressValues {
  const orNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);
  return {
    labelKind: input.labelKind,
    // A name of its own only for `other`; home, work and venue are shown in the reader's language.
    label: input.labelKind === 'other' ? orNull(input.label) : null,
    governorate: input.governorate,
    area: input.area.trim(),
    block: input.block,
    road: input.road,
    building: input.building,
    flat: orNull(input.flat),
    directions: orNull(input.directions),
    contactPhone: normalizeBahrainPhone(input.contactPhone),
    lat: input.pin?.lat ?? null,
    lng: input.pin?.lng ?? null,
  };
}

/**
 * A customer's delivery addresses. Every change answers with the whole list. Exactly one address is
 * the default while any exist: the first one is, `isDefault` moves it, and deleting the default
 * promotes the newest remaining one.
 */
export function createAddressesService(deps: { repo: AddressesRepository; policy: Policy<AddressAction> }) {
  const { repo, policy } = deps;
  const list = async (userId: string) => (await repo.list(userId)).map(toAddress);

  return {
    list: (actor: Actor) => list(actor.id),

    /**
     * One of the actor's addresses as it is now, to keep (an order's delivery address, an event's
     * venue): without its id and default flag, so a later edit does not change what was kept.
     */
    async snapshot(actor: Actor, id: string): Promise<OrderAddress> {
      await requireAccess(policy, actor, 'address.use', [id], NOT_FOUND);
      const row = await repo.get(actor.id, id);
      if (!row) throw gone();
      const { id: _id, isDefault: _default, ...kept } = toAddress(row);
      return kept;
    },

    async create(actor: Actor, input: ParsedAddress): Promise<Address[]> {
      const added = await repo.add(actor.id, toValues(input), {
        max: MAX_ADDRESSES,
        makeDefault: input.isDefault,
      });
      if (!added) throw new AppError('ADDRESS_LIMIT', `At most ${MAX_ADDRESSES} addresses`);
      return list(actor.id);
    },

    /** Replaces the address as typed; `isDefault: true` also makes it the default (false changes nothing). */
    async update(actor: Actor, id: string, input: ParsedAddress): Promise<Address[]> {
      await requireAccess(policy, actor, 'address.update', [id], NOT_FOUND);
      const values = { ...toValues(input), updatedAt: new Date() };
      if (!(await repo.change(actor.id, id, values, input.isDefault))) throw gone();
      return list(actor.id);
    },

    async makeDefault(actor: Actor, id: string): Promise<Address[]> {
      await requireAccess(policy, actor, 'address.make_default', [id], NOT_FOUND);
      if (!(await repo.setDefault(actor.id, id))) throw gone();
      return list(actor.id);
    },

    async remove(actor: Actor, id: string): Promise<Address[]> {
      await requireAccess(policy, actor, 'address.delete', [id], NOT_FOUND);
      if (!(await repo.remove(actor.id, id))) throw gone();
      return list(actor.id);
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
