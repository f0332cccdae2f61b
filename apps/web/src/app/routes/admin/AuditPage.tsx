import { useTranslation } from 'react-i18next';
import { AuditFiltersForm } from '../../../features/admin/components/audit/AuditFiltersForm';
import { AuditLogList } from '../../../features/admin/components/audit/AuditLogList';
import { useAuditFilters } from '../../../features/admin/hooks/useAuditFilters';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /admin/audit: every admin action and support answer, newest first, filtered by actor, action,
 * target and Bahrain days (kept in the address), older ones on demand; exported as CSV as filtered.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminOps.audit.title'));
  const { filters, update, filtered, clear } = useAuditFilters();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('adminOps.audit.title')}</h1>
        <p className="text-slate-600">{t('adminOps.audit.intro')}</p>
      </div>
      <AuditFiltersForm filters={filters} filtered={filtered} onChange={update} onClear={clear} />
      <AuditLogList filters={filters} filtered={filtered} onClear={clear} />
    </div>
  );
}
