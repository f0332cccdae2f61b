import { useDriverDeliveries } from '../api/driver';
import { useOfferAlert } from '../hooks/useOfferAlert';

/**
 * The new-offer beep and buzz for the whole driver area (mounted once, in the area's frame): a driver
 * on the dashboard or the settings hears an offer too, until it is answered or expires. Draws nothing;
 * the deliveries screen shows the offers.
 */
export function OfferRinger() {
  const deliveries = useDriverDeliveries();
  useOfferAlert(deliveries.data?.offers);
  return null;
}
