import { Navigate, Route, Routes } from 'react-router';
import { staffScreen } from '../screen';
import { driverScreen } from './screen';

// Each page is a lazy chunk of its own, and this file is one too (the router loads it when the area is
// first opened): the Home route's JavaScript does not grow with the area's pages or its routes. So is
// the shell with the area's menu: Home's entry lists every chunk this file imports statically.
const DriverShell = driverScreen(() => import('./DriverShell'));
const DriverLoginPage = staffScreen(() => import('./DriverLoginPage'));
const DriverRegisterPage = staffScreen(() => import('./DriverRegisterPage'));
const DriverAreaPage = driverScreen(() => import('./DriverAreaPage'));
const DashboardPage = driverScreen(() => import('./DashboardPage'));
const DeliveriesPage = driverScreen(() => import('./DeliveriesPage'));
const SettingsPage = driverScreen(() => import('./SettingsPage'));
const LocationPage = driverScreen(() => import('./LocationPage'), 'tracking');
const DriverNotFoundPage = driverScreen(() => import('./DriverNotFoundPage'));

/**
 * The driver area's pages, under /driver/, in the staff shell with the area's menu: sign-in and
 * sign-up are public; everything else is behind the driver role.
 */
export default function DriverRoutes() {
  return (
    <Routes>
      <Route element={<DriverShell />}>
        <Route path="login" element={<DriverLoginPage />} />
        <Route path="register" element={<DriverRegisterPage />} />
        <Route element={<DriverAreaPage />}>
          <Route index element={<DashboardPage />} />
          {/* Where a new driver lands after signing up: the dashboard is the area's start. */}
          <Route path="dashboard" element={<Navigate to="/driver" replace />} />
          <Route path="deliveries" element={<DeliveriesPage />} />
          <Route path="location" element={<LocationPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<DriverNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
