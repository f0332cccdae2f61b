import { useTranslation } from 'react-i18next';
import {
  AdminDashboardFigures,
  type AdminDashboardLinks,
} from '../../../features/admin/components/AdminDashboardFigures';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ADMIN_NAV } from './nav';

/** A list screen is linked to once the area has it (its entry is in the menu). */
const has = (path: string) => ADMIN_NAV.some((item) => item.to === path);
const PENDING = '/admin/pending-retailers';
const LINKS: AdminDashboardLinks = {
  pendingRetailers: has(PENDING) ? PENDING : null,
  allRetailers: has('/admin/all-retailers') ? '/admin/all-retailers' : null,
  orders: has('/admin/orders') ? '/admin/orders' : null,
  support: has('/admin/support') ? '/admin/support' : null,
  driversOnline: has('/admin/drivers') ? '/admin/drivers?status=online' : null,
};

/** The admin area's start (/admin): how the marketplace stands now, and what needs an admin. */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.dashboard.title'));
  const { user } = useSession();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('admin.dashboard.title')}</h1>
        {user && <p className="text-slate-600">{t('admin.dashboard.hello', { name: user.name })}</p>}
      </div>
      <AdminDashboardFigures links={LINKS} />
    </div>
  );
}
