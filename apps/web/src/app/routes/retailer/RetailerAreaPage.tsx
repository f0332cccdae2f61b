import { RequireRole, StaffAreaHome } from '../../../features/auth/components/StaffAuth';
import { ShopStatusNotice } from '../../../features/retailer/components/ShopStatusNotice';

/**
 * The retailer area. Its screens arrive in later issues; until then every path here shows its start,
 * with where the account's shop stands in approval.
 */
export default function RetailerAreaPage() {
  return (
    <RequireRole area="retailer">
      <StaffAreaHome area="retailer">
        <ShopStatusNotice />
      </StaffAreaHome>
    </RequireRole>
  );
}
