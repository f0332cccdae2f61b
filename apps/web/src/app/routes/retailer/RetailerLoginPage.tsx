import { StaffLoginPage } from '../../../features/auth/components/StaffAuth';

export default function RetailerLoginPage() {
  return <StaffLoginPage area="retailer" />;
}
