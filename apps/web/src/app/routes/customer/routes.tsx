import { Route } from 'react-router';
import { AppShell } from '../../layout/AppShell';
import { screen } from '../screen';
import HomePage from './HomePage';

// Home is in the entry chunk; every other screen loads on demand.
const ProductPage = screen(() => import('./ProductPage'), 'product', 'reviews');
const CartPage = screen(() => import('./CartPage'), 'cart', 'product');
const ProfilePage = screen(() => import('./ProfilePage'), 'auth', 'account');
const SettingsPage = screen(() => import('./SettingsPage'), 'settings');
// 'auth' for the words the shared form fields use ('(optional)', the control-characters message).
const AddressManagerPage = screen(() => import('./AddressManagerPage'), 'addresses', 'auth');
// The card form's fields use the shared fields' words ('auth': '(optional)').
const PaymentMethodsPage = screen(() => import('./PaymentMethodsPage'), 'payments', 'auth');
// Checkout offers the address and card forms in place: their strings ('addresses', 'payments', 'auth'
// for the shared fields) and the time-slot dialog's for the day chips ('timeSlot').
const CheckoutPage = screen(
  () => import('./CheckoutPage'),
  'checkout',
  'orders',
  'addresses',
  'payments',
  'auth',
  'timeSlot',
);
const OrdersPage = screen(() => import('./OrdersPage'), 'orders');
// Where checkout lands: its words are checkout's ('checkout.placedScreen'), the orders' for numbers.
const OrderPlacedPage = screen(() => import('./OrderPlacedPage'), 'checkout', 'orders');
// An order shows its address and payment as the address and payment screens word them.
const OrderDetailPage = screen(
  () => import('./OrderDetailPage'),
  'orders',
  'addresses',
  'payments',
  'tracking',
  'reviews',
);
// Events show their venue and orders as the address and order screens word them; the forms use the
// shared fields' words ('auth').
const EventsPage = screen(() => import('./EventsPage'), 'events');
const EventFormPage = screen(() => import('./EventFormPage'), 'events', 'addresses', 'auth');
const EventDetailPage = screen(() => import('./EventDetailPage'), 'events', 'orders', 'addresses', 'auth');
const RsvpPage = screen(() => import('./RsvpPage'), 'rsvp', 'events', 'addresses', 'auth');
const FavoritesPage = screen(() => import('./FavoritesPage'), 'favorites');
// Home's hero opens Hot Deals and Express (issue 27): item cards in core's words, the page's own in shopOffers'.
const DealsPage = screen(() => import('./DealsPage'), 'shopOffers');
// The contact form's optional fields use the shared fields' words ('auth').
const HelpPage = screen(() => import('./HelpPage'), 'help', 'auth');
const NotFoundPage = screen(() => import('./NotFoundPage'));

/** The customer area: the shop window and everything a customer does, inside the app shell. */
export const customerRoutes = (
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
    <Route path="orders/placed/:checkoutId" element={<OrderPlacedPage />} />
    <Route path="orders/:id" element={<OrderDetailPage />} />
    <Route path="events" element={<EventsPage />} />
    <Route path="events/new" element={<EventFormPage />} />
    <Route path="events/:id" element={<EventDetailPage />} />
    <Route path="events/:id/edit" element={<EventFormPage />} />
    <Route path="rsvp/:token" element={<RsvpPage />} />
    <Route path="favorites" element={<FavoritesPage />} />
    <Route path="deals" element={<DealsPage list="deals" />} />
    <Route path="express" element={<DealsPage list="express" />} />
    <Route path="help" element={<HelpPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
