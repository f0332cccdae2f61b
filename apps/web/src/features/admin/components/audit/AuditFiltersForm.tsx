import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditFilters } from '@haflah/contracts';
import { Download, FilterX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFieldClass as fieldClass, useTypedFilter } from '../../../../components/forms/FilterChips';
import { secondaryButton, smallSecondaryButton } from '../../../../components/ui/buttons';
import { auditCsvUrl } from '../../api/admin-ops';

const TYPING_DEBOUNCE_MS = 500;

/** Who (email or id), what (action), which target (type and id), when (Bahrain days); clear; export. */
export function AuditFiltersForm({
  filters,
  filtered,
  onChange,
  onClear,
}: {
  filters: AuditFilters;
  filtered: boolean;
  onChange: (change: Partial<AuditFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const ids = { actor: useId(), action: useId(), type: useId(), target: useId(), from: useId(), to: useId() };
  const [actor, setActor] = useTypedFilter(filters.actor, (v) => onChange({ actor: v }), TYPING_DEBOUNCE_MS);
  const [target, setTarget] = useTypedFilter(
    filters.targetId,
    (v) => onChange({ targetId: v }),
    TYPING_DEBOUNCE_MS,
  );
  const label = 'font-semibold text-slate-700 text-sm';
  return (
    <section
      aria-label={t('adminOps.audit.filters')}
      className="grid gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.actor} className={label}>
            {t('adminOps.audit.actor')}
          </label>
          <input
            id={ids.actor}
            type="search"
            autoComplete="off"
            maxLength={200}
            value={actor}
            onChange={(e) => setActor(e.target.value)}
            placeholder={t('adminOps.audit.actorPlaceholder')}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.action} className={label}>
            {t('adminOps.audit.action')}
          </label>
          <select
            id={ids.action}
            value={filters.action ?? ''}
            onChange={(e) => onChange({ action: AUDIT_ACTIONS.find((a) => a === e.target.value) })}
            className={fieldClass}
          >
            <option value="">{t('adminOps.audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`adminOps.audit.actionName.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.type} className={label}>
            {t('adminOps.audit.targetType')}
          </label>
          <select
            id={ids.type}
            value={filters.targetType ?? ''}
            onChange={(e) =>
              onChange({ targetType: AUDIT_TARGET_TYPES.find((type) => type === e.target.value) })
            }
            className={fieldClass}
          >
            <option value="">{t('adminOps.audit.anyTarget')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminOps.audit.targetName.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.target} className={label}>
            {t('adminOps.audit.targetId')}
          </label>
          <input
            id={ids.target}
            type="search"
            autoComplete="off"
            maxLength={100}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.from} className={label}>
            {t('adminOps.audit.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.to} className={label}>
            {t('adminOps.audit.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
            className={fieldClass}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className={smallSecondaryButton} onClick={onClear} disabled={!filtered}>
          <FilterX className="size-4" aria-hidden />
          {t('adminOps.audit.clear')}
        </button>
        <a href={auditCsvUrl(filters)} download className={secondaryButton}>
          <Download className="size-4" aria-hidden />
          {t('adminOps.audit.export')}
        </a>
      </div>
    </section>
  );
}
