import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './layout/AppShell';
import HomePage from './routes/customer/HomePage';

// Home is in the entry chunk; every other screen loads on demand.
const ProductPage = lazy(() => import('./routes/customer/ProductPage'));
const SettingsPage = lazy(() => import('./routes/customer/SettingsPage'));
const NotFoundPage = lazy(() => import('./routes/customer/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="product/:productId" element={<ProductPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
