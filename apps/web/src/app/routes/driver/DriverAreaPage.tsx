import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RequireRole } from '../../../features/staff/components/StaffAuth';

/**
 * The driver area behind its role. Its screens are live through the user's own room (app/realtime.ts:
 * deliveries.changed and drivers.changed make the driver's queries stale).
 */
export default function DriverAreaPage() {
  return (
    <RequireRole area="driver">
      <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-slate-100" />}>
        <Outlet />
      </Suspense>
    </RequireRole>
  );
}
