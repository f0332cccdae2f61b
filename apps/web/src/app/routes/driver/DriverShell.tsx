import { useLogout } from '../../../features/auth/api/auth';
import { DriverAccount } from '../../../features/driver/components/DriverAccount';
import { DriverSignOutButton } from '../../../features/driver/components/DriverSignOutButton';
import { STAFF_AREAS } from '../../../features/staff/utils/staff-areas';
import StaffShell from '../../layout/StaffShell';
import { DRIVER_NAV } from './nav';

/** The staff shell as the driver area has it: its menu, the driver online or not, and sign-out (offline first). */
export default function DriverShell() {
  const logout = useLogout();
  return (
    <StaffShell
      area="driver"
      nav={DRIVER_NAV}
      account={<DriverAccount />}
      signOut={<DriverSignOutButton logout={() => logout.mutateAsync()} goTo={STAFF_AREAS.driver.login} />}
    />
  );
}
