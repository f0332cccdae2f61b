import { Route, Routes } from 'react-router';
import { staffScreen } from '../screen';
import { adminScreen } from './screen';

// Each page is a lazy chunk of its own, and this file is one too (the router loads it when the area is
// first opened): the Home route's JavaScript does not grow with the area's pages or its routes.
// The staff shell too (a chunk imported here statically would be listed in Home's entry).
const StaffShell = staffScreen(() => import('../../layout/StaffShell'));
const AdminShell = adminScreen(() => import('./AdminShell'));
const AdminLoginPage = staffScreen(() => import('./AdminLoginPage'));
const AdminAreaPage = adminScreen(() => import('./AdminAreaPage'));
const DashboardPage = adminScreen(() => import('./DashboardPage'));
const PendingRetailersPage = adminScreen(() => import('./PendingRetailersPage'));
const AllRetailersPage = adminScreen(() => import('./AllRetailersPage'), 'adminShops');
const RetailerDetailsPage = adminScreen(() => import('./RetailerDetailsPage'), 'adminShops');
const OrdersPage = adminScreen(() => import('./OrdersPage'), 'adminOrders');
const OrderPage = adminScreen(() => import('./OrderPage'), 'adminOrders');
const SupportRequestsPage = adminScreen(() => import('./SupportRequestsPage'), 'adminSupport');
const SupportRequestPage = adminScreen(() => import('./SupportRequestPage'), 'adminSupport');
const DriversPage = adminScreen(() => import('./DriversPage'), 'adminOps', 'tracking');
const AuditPage = adminScreen(() => import('./AuditPage'), 'adminOps');
const ReviewsPage = adminScreen(() => import('./ReviewsPage'), 'reviews');
const PromoCodesPage = adminScreen(() => import('./PromoCodesPage'), 'shopOffers');
const AdminNotFoundPage = adminScreen(() => import('./AdminNotFoundPage'));

/**
 * The admin area's pages: under /admin/, behind the admin role, in the staff shell with the area's
 * menu; and its sign-in page (`login`: the router mounts this file at /admin-login too, outside
 * /admin/, as admins are not signed up).
 */
export default function AdminRoutes({ login = false }: { login?: boolean }) {
  if (login) {
    return (
      <Routes>
        <Route element={<StaffShell area="admin" />}>
          <Route path="*" element={<AdminLoginPage />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route element={<AdminAreaPage />}>
          <Route index element={<DashboardPage />} />
          <Route path="pending-retailers" element={<PendingRetailersPage />} />
          <Route path="all-retailers" element={<AllRetailersPage />} />
          <Route path="retailer/:id" element={<RetailerDetailsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="support" element={<SupportRequestsPage />} />
          <Route path="support/:id" element={<SupportRequestPage />} />
          <Route path="drivers" element={<DriversPage />} />
          <Route path="promo-codes" element={<PromoCodesPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
