import { SignOutButton } from '../../../features/auth/components/SignOutButton';
import { ShopStatusNotice } from '../../../features/retailer/components/ShopStatusNotice';
import { RequireRole, StaffAreaHome } from '../../../features/staff/components/StaffAuth';
import { STAFF_AREAS } from '../../../features/staff/utils/staff-areas';

/**
 * The retailer area. Its screens arrive in later issues; until then every path here shows its start,
 * with where the account's shop stands in approval.
 */
export default function RetailerAreaPage() {
  return (
    <RequireRole area="retailer">
      <StaffAreaHome
        area="retailer"
        signOut={<SignOutButton look="compact" goTo={STAFF_AREAS.retailer.login} />}
      >
        <ShopStatusNotice />
      </StaffAreaHome>
    </RequireRole>
  );
}
