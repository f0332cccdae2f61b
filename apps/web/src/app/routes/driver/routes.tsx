import { Route, Routes } from 'react-router';
import { staffScreen } from '../screen';

// Each page is a lazy chunk of its own, and this file is one too (the router loads it when the area is
// first opened): the Home route's JavaScript does not grow with the area's pages or its routes.
// The staff shell too (a chunk imported here statically would be listed in Home's entry).
const StaffShell = staffScreen(() => import('../../layout/StaffShell'));
const DriverLoginPage = staffScreen(() => import('./DriverLoginPage'));
const DriverRegisterPage = staffScreen(() => import('./DriverRegisterPage'));
const DriverAreaPage = staffScreen(() => import('./DriverAreaPage'));

/**
 * The driver area's pages, under /driver/: sign-in and sign-up, and everything else behind the
 * driver role.
 */
export default function DriverRoutes() {
  return (
    <Routes>
      {/* The area's menu is empty until its screens arrive. */}
      <Route element={<StaffShell area="driver" />}>
        <Route path="login" element={<DriverLoginPage />} />
        <Route path="register" element={<DriverRegisterPage />} />
        <Route path="*" element={<DriverAreaPage />} />
      </Route>
    </Routes>
  );
}
