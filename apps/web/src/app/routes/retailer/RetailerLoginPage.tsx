import { StaffLoginPage } from '../../../features/staff/components/StaffAuth';

export default function RetailerLoginPage() {
  return <StaffLoginPage area="retailer" />;
}
