import { useOrderRinger } from '../hooks/useOrderAlarm';

/** The new-order chime for the whole retailer area; draws nothing (the order screens show the alarm). */
export function OrderRinger() {
  useOrderRinger();
  return null;
}
