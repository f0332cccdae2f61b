import { Route, Routes } from 'react-router';
import { staffScreen } from '../screen';

// Each page is a lazy chunk of its own, and this file is one too (the router loads it when the area is
// first opened): the Home route's JavaScript does not grow with the area's pages or its routes.
const RetailerLoginPage = staffScreen(() => import('./RetailerLoginPage'));
const RetailerRegisterPage = staffScreen(() => import('./RetailerRegisterPage'));
const RetailerAreaPage = staffScreen(() => import('./RetailerAreaPage'));

/**
 * The retailer area's pages, under /retailer/: sign-in and sign-up, and everything else behind the
 * retailer role.
 */
export default function RetailerRoutes() {
  return (
    <Routes>
      <Route path="login" element={<RetailerLoginPage />} />
      <Route path="register" element={<RetailerRegisterPage />} />
      <Route path="*" element={<RetailerAreaPage />} />
    </Routes>
  );
}
