import { Navigate, Route, Routes } from 'react-router';
import { retailerScreen } from '../screen';

// Each page is a lazy chunk of its own, and this file is one too (the router loads it when the area is
// first opened): the Home route's JavaScript does not grow with the area's pages or its routes. So is
// the shell with the area's menu: Home's entry lists every chunk this file imports statically.
const RetailerShell = retailerScreen(() => import('./RetailerShell'));
const RetailerLoginPage = retailerScreen(() => import('./RetailerLoginPage'));
const RetailerRegisterPage = retailerScreen(() => import('./RetailerRegisterPage'));
const RetailerAreaPage = retailerScreen(() => import('./RetailerAreaPage'));
const DashboardPage = retailerScreen(() => import('./DashboardPage'), 'shopAnalytics');
const ProfilePage = retailerScreen(() => import('./ProfilePage'));
const OrdersPage = retailerScreen(() => import('./OrdersPage'), 'shopOrders');
const BookingsPage = retailerScreen(() => import('./BookingsPage'), 'shopBookings');
const OrderPage = retailerScreen(() => import('./OrderPage'), 'shopOrders');
const InvoicePage = retailerScreen(() => import('./InvoicePage'), 'shopOrders');
const ListingsPage = retailerScreen(() => import('./ListingsPage'), 'shopListings');
const ListingFormPage = retailerScreen(() => import('./ListingFormPage'), 'shopListings');
const ListingsImportPage = retailerScreen(() => import('./ListingsImportPage'), 'shopListings');
const OffersPage = retailerScreen(() => import('./OffersPage'), 'shopOffers');
const AnalyticsPage = retailerScreen(() => import('./AnalyticsPage'), 'shopAnalytics');
const ReviewsPage = retailerScreen(() => import('./ReviewsPage'), 'reviews');
const RetailerNotFoundPage = retailerScreen(() => import('./RetailerNotFoundPage'));

/**
 * The retailer area's pages, under /retailer/, in the staff shell with the area's menu and the shop:
 * sign-in and sign-up are public; everything else is behind the retailer role, under the shop's state.
 */
export default function RetailerRoutes() {
  return (
    <Routes>
      <Route element={<RetailerShell />}>
        <Route path="login" element={<RetailerLoginPage />} />
        <Route path="register" element={<RetailerRegisterPage />} />
        <Route element={<RetailerAreaPage />}>
          <Route index element={<DashboardPage />} />
          {/* Where a new shop lands after signing up (spec §2): the dashboard is the area's start. */}
          <Route path="dashboard" element={<Navigate to="/retailer" replace />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="orders/:id/invoice" element={<InvoicePage />} />
          <Route path="bookings" element={<BookingsPage />} />
          <Route path="products" element={<ListingsPage />} />
          <Route path="products/import" element={<ListingsImportPage />} />
          <Route path="products/new" element={<ListingFormPage />} />
          <Route path="products/:id" element={<ListingFormPage />} />
          <Route path="offers" element={<OffersPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="*" element={<RetailerNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
