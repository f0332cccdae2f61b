import { StaffRegisterPage } from '../../../features/auth/components/StaffRegister';

export default function DriverRegisterPage() {
  return <StaffRegisterPage area="driver" />;
}
