import { useDriverDashboard, useDriverDeliveries } from '../../../features/driver/api/driver';
import { useLocationSender } from '../../../features/tracking/hooks/useLocationSender';

/**
 * Mounted once in the driver area (every screen behind the role): the phone's position is sent while
 * the driver is online with a delivery in hand (accepted or picked up), whichever screen is open.
 */
export function LocationSending() {
  const dashboard = useDriverDashboard();
  const deliveries = useDriverDeliveries();
  useLocationSender({
    online: Boolean(dashboard.data && dashboard.data.driver.status !== 'offline'),
    inHand: (deliveries.data?.active.length ?? 0) > 0,
  });
  return null;
}
