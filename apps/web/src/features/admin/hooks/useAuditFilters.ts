import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditFilters } from '@haflah/contracts';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/**
 * The audit screen's filters live in the address (?actor=…&action=shop.approve&targetType=shop&
 * targetId=…&from=…&to=…): a filtered log can be reloaded, shared, and exported as it is shown.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const text = (key: string, max: number) => params.get(key)?.trim().slice(0, max) || undefined;
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const action = params.get('action');
  const targetType = params.get('targetType');
  const filters: AuditFilters = {
    actor: text('actor', 200),
    action: AUDIT_ACTIONS.find((a) => a === action),
    targetType: AUDIT_TARGET_TYPES.find((type) => type === targetType),
    targetId: text('targetId', 100),
    from: day('from'),
    to: day('to'),
  };
  const update = (change: Partial<AuditFilters>) => {
    const next = { ...filters, ...change };
    const search = new URLSearchParams();
    for (const key of KEYS) if (next[key]) search.set(key, next[key]);
    setParams(search, { replace: true });
  };
  const filtered = KEYS.some((key) => filters[key]);
  return { filters, update, filtered, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}
