import { Route, Routes } from 'react-router';
import { StaffShell } from './layout/StaffShell';
import { customerRoutes } from './routes/customer/routes';
import { staffScreen } from './routes/screen';

// Each staff area's routes file is a lazy chunk (with the staff strings, fetched alongside), and holds
// its own pages as lazy chunks: Home carries one line per area, however many pages the areas grow.
const RetailerRoutes = staffScreen(() => import('./routes/retailer/routes'));
const DriverRoutes = staffScreen(() => import('./routes/driver/routes'));
const AdminRoutes = staffScreen(() => import('./routes/admin/routes'));
// An admin signs in at /admin-login, outside /admin/ (behind the role).
const AdminLoginPage = staffScreen(() => import('./routes/admin/AdminLoginPage'));

/**
 * The app's areas, each with its own routes file (app/routes/<area>/routes.tsx): the customer's in the
 * app shell (app/routes/customer/routes.tsx), the staff areas in their one shell.
 */
export function AppRoutes() {
  return (
    <Routes>
      {customerRoutes}
      <Route element={<StaffShell />}>
        <Route path="retailer/*" element={<RetailerRoutes />} />
        <Route path="driver/*" element={<DriverRoutes />} />
        <Route path="admin-login" element={<AdminLoginPage />} />
        <Route path="admin/*" element={<AdminRoutes />} />
      </Route>
    </Routes>
  );
}
