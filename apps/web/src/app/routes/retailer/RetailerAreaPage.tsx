import { RequireRole, StaffAreaHome } from '../../../features/auth/components/StaffAuth';

/** The retailer area. Its screens arrive in later issues; until then every path here shows its start. */
export default function RetailerAreaPage() {
  return (
    <RequireRole area="retailer">
      <StaffAreaHome area="retailer" />
    </RequireRole>
  );
}
