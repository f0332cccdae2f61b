import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { OfferRinger } from '../../../features/driver/components/OfferRinger';
import { useDriverRealtime } from '../../../features/driver/hooks/useDriverRealtime';
import { RequireRole } from '../../../features/staff/components/StaffAuth';
import { LocationSending } from './LocationSending';

/** Follows the driver's own room while the area is open (offers, deliveries, their record). */
function DriverLive() {
  useDriverRealtime();
  return null;
}

/** The driver area behind its role: every screen live with the driver's room. */
export default function DriverAreaPage() {
  return (
    <RequireRole area="driver">
      <DriverLive />
      {/* A new offer is heard (and felt) on every screen of the area until answered or expired. */}
      <OfferRinger />
      <LocationSending />
      <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-slate-100" />}>
        <Outlet />
      </Suspense>
    </RequireRole>
  );
}
