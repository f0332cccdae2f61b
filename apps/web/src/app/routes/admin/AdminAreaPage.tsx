import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAdminRealtime } from '../../../features/admin/hooks/useAdminRealtime';
import { RequireRole } from '../../../features/staff/components/StaffAuth';

/** Follows the admins' room while the area is open (a shop applies or is decided). */
function AdminLive() {
  useAdminRealtime();
  return null;
}

/** The admin area behind its role: every screen live with the admins' room. */
export default function AdminAreaPage() {
  return (
    <RequireRole area="admin">
      <AdminLive />
      <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-slate-100" />}>
        <Outlet />
      </Suspense>
    </RequireRole>
  );
}
