import { SignOutButton } from '../../../features/auth/components/SignOutButton';
import { ShopAccount } from '../../../features/retailer/components/ShopAccount';
import { STAFF_AREAS } from '../../../features/staff/utils/staff-areas';
import StaffShell from '../../layout/StaffShell';
import { RETAILER_NAV } from './nav';

/** The staff shell as the retailer area has it: its menu, the shop with where it stands, and sign-out. */
export default function RetailerShell() {
  return (
    <StaffShell
      area="retailer"
      nav={RETAILER_NAV}
      account={<ShopAccount />}
      signOut={<SignOutButton look="compact" goTo={STAFF_AREAS.retailer.login} />}
    />
  );
}
