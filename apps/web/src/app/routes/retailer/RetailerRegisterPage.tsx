import { StaffRegisterPage } from '../../../features/auth/components/StaffRegister';

export default function RetailerRegisterPage() {
  return <StaffRegisterPage area="retailer" />;
}
