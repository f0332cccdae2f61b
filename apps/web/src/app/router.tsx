import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './layout/AppShell';
import { StaffShell } from './layout/StaffShell';
import HomePage from './routes/customer/HomePage';

// Home is in the entry chunk; every other screen loads on demand.
const ProductPage = lazy(() => import('./routes/customer/ProductPage'));
const CartPage = lazy(() => import('./routes/customer/CartPage'));
const ProfilePage = lazy(() => import('./routes/customer/ProfilePage'));
const SettingsPage = lazy(() => import('./routes/customer/SettingsPage'));
const NotFoundPage = lazy(() => import('./routes/customer/NotFoundPage'));

const RetailerLoginPage = lazy(() => import('./routes/retailer/RetailerLoginPage'));
const RetailerRegisterPage = lazy(() => import('./routes/retailer/RetailerRegisterPage'));
const RetailerAreaPage = lazy(() => import('./routes/retailer/RetailerAreaPage'));
const DriverLoginPage = lazy(() => import('./routes/driver/DriverLoginPage'));
const DriverRegisterPage = lazy(() => import('./routes/driver/DriverRegisterPage'));
const DriverAreaPage = lazy(() => import('./routes/driver/DriverAreaPage'));
const AdminLoginPage = lazy(() => import('./routes/admin/AdminLoginPage'));
const AdminAreaPage = lazy(() => import('./routes/admin/AdminAreaPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="product/:productId" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Staff areas: public sign-in and sign-up pages, and everything else behind the area's role. */}
      <Route element={<StaffShell />}>
        <Route path="retailer/login" element={<RetailerLoginPage />} />
        <Route path="retailer/register" element={<RetailerRegisterPage />} />
        <Route path="retailer/*" element={<RetailerAreaPage />} />
        <Route path="driver/login" element={<DriverLoginPage />} />
        <Route path="driver/register" element={<DriverRegisterPage />} />
        <Route path="driver/*" element={<DriverAreaPage />} />
        <Route path="admin-login" element={<AdminLoginPage />} />
        <Route path="admin/*" element={<AdminAreaPage />} />
      </Route>
    </Routes>
  );
}
