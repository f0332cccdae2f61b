import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { customerRoutes } from './routes/customer/routes';
import { retailerScreen, staffScreen } from './routes/screen';

// Each staff area's routes file is a lazy chunk (with the staff strings, fetched alongside), and holds
// its own pages as lazy chunks: Home carries one line per area, however many pages the areas grow.
// The areas' one shell (layout/StaffShell.tsx) comes with them: each routes file renders it.
const RetailerRoutes = retailerScreen(() => import('./routes/retailer/routes'));
const DriverRoutes = staffScreen(() => import('./routes/driver/routes'));
const AdminRoutes = staffScreen(() => import('./routes/admin/routes'));

/** A staff area while its chunk loads (a blank page of the shell's colour), or if it fails to. */
function StaffArea({ area }: { area: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<div className="min-h-dvh bg-canvas" />}>{area}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The app's areas, each with its own routes file (app/routes/<area>/routes.tsx): the customer's in the
 * app shell (app/routes/customer/routes.tsx), the staff areas each in the staff shell.
 */
export function AppRoutes() {
  return (
    <Routes>
      {customerRoutes}
      <Route path="retailer/*" element={<StaffArea area={<RetailerRoutes />} />} />
      <Route path="driver/*" element={<StaffArea area={<DriverRoutes />} />} />
      {/* An admin signs in at /admin-login, outside /admin/ (behind the role): the area's routes file too. */}
      <Route path="admin-login/*" element={<StaffArea area={<AdminRoutes login />} />} />
      <Route path="admin/*" element={<StaffArea area={<AdminRoutes />} />} />
    </Routes>
  );
}
