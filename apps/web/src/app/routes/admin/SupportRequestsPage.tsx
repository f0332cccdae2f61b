import type { SupportStatusFilter } from '@haflah/contracts';
import { SUPPORT_STATUS_FILTERS } from '@haflah/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SupportRequestList } from '../../../features/admin/components/support/SupportRequestList';
import { usePageTitle } from '../../../lib/page-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const isStatus = (s: string | null): s is SupportStatusFilter =>
  (SUPPORT_STATUS_FILTERS as readonly (string | null)[]).includes(s);

/** /admin/support: the support requests, open first by default; the filter is kept in the address. */
export default function SupportRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminSupport.title'));
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: SupportStatusFilter = isStatus(statusParam) ? statusParam : 'open';
  const [query, setQuery] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(query.trim(), 300);
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('adminSupport.title')}</h1>
        <p className="text-slate-600">{t('adminSupport.intro')}</p>
      </div>
      <SupportRequestList
        filter={{ status, q: q || undefined }}
        query={query}
        onQuery={setQuery}
        onStatus={(next) =>
          setParams(
            (current) => {
              const p = new URLSearchParams(current);
              if (next === 'open') p.delete('status');
              else p.set('status', next);
              return p;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}
