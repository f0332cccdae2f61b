import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { type StringGroup, withStrings } from '../lib/i18n';
import { AppShell } from './layout/AppShell';
import { StaffShell } from './layout/StaffShell';
import HomePage from './routes/customer/HomePage';

/** A screen loaded on demand, together with the strings only it needs (lib/i18n.ts). */
const screen = (load: Parameters<typeof lazy>[0], ...groups: StringGroup[]) =>
  lazy(withStrings(load, ...groups));

// Home is in the entry chunk; every other screen loads on demand.
const ProductPage = screen(() => import('./routes/customer/ProductPage'), 'product');
const CartPage = screen(() => import('./routes/customer/CartPage'), 'cart', 'product');
const ProfilePage = screen(() => import('./routes/customer/ProfilePage'), 'auth', 'account');
const SettingsPage = screen(() => import('./routes/customer/SettingsPage'), 'settings');
// 'auth' for the words the shared form fields use ('(optional)', the control-characters message).
const AddressManagerPage = screen(() => import('./routes/customer/AddressManagerPage'), 'addresses', 'auth');
const PaymentMethodsPage = screen(() => import('./routes/customer/PaymentMethodsPage'), 'payments');
// Checkout offers the address and card forms in place: their strings ('addresses', 'payments', 'auth'
// for the shared fields) and the time-slot dialog's for the day chips ('timeSlot').
const CheckoutPage = screen(
  () => import('./routes/customer/CheckoutPage'),
  'checkout',
  'orders',
  'addresses',
  'payments',
  'auth',
  'timeSlot',
);
const OrdersPage = screen(() => import('./routes/customer/OrdersPage'), 'orders');
// An order shows its address and payment as the address and payment screens word them.
const OrderDetailPage = screen(
  () => import('./routes/customer/OrderDetailPage'),
  'orders',
  'addresses',
  'payments',
);
// Events show their venue and orders as the address and order screens word them; the forms use the
// shared fields' words ('auth').
const EventsPage = screen(() => import('./routes/customer/EventsPage'), 'events');
const EventFormPage = screen(() => import('./routes/customer/EventFormPage'), 'events', 'addresses', 'auth');
const EventDetailPage = screen(
  () => import('./routes/customer/EventDetailPage'),
  'events',
  'orders',
  'addresses',
  'auth',
);
const RsvpPage = screen(() => import('./routes/customer/RsvpPage'), 'rsvp', 'events', 'addresses', 'auth');
const FavoritesPage = screen(() => import('./routes/customer/FavoritesPage'), 'favorites');
const NotFoundPage = screen(() => import('./routes/customer/NotFoundPage'));

const RetailerLoginPage = screen(() => import('./routes/retailer/RetailerLoginPage'), 'auth', 'staff');
const RetailerRegisterPage = screen(() => import('./routes/retailer/RetailerRegisterPage'), 'auth', 'staff');
const RetailerAreaPage = screen(() => import('./routes/retailer/RetailerAreaPage'), 'auth', 'staff');
const DriverLoginPage = screen(() => import('./routes/driver/DriverLoginPage'), 'auth', 'staff');
const DriverRegisterPage = screen(() => import('./routes/driver/DriverRegisterPage'), 'auth', 'staff');
const DriverAreaPage = screen(() => import('./routes/driver/DriverAreaPage'), 'auth', 'staff');
const AdminLoginPage = screen(() => import('./routes/admin/AdminLoginPage'), 'auth', 'staff');
const AdminAreaPage = screen(() => import('./routes/admin/AdminAreaPage'), 'auth', 'staff');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="product/:productId" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="address-manager" element={<AddressManagerPage />} />
        <Route path="payment-methods" element={<PaymentMethodsPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="events/new" element={<EventFormPage />} />
        <Route path="events/:id" element={<EventDetailPage />} />
        <Route path="events/:id/edit" element={<EventFormPage />} />
        <Route path="rsvp/:token" element={<RsvpPage />} />
        <Route path="favorites" element={<FavoritesPage />} />
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
