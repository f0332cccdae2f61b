import { StaffRegisterPage } from '../../../features/staff/components/StaffRegister';

export default function RetailerRegisterPage() {
  return <StaffRegisterPage area="retailer" />;
}
