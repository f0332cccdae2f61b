import { RequireRole, StaffAreaHome } from '../../../features/auth/components/StaffAuth';

/** The driver area. Its screens arrive in later issues; until then every path here shows its start. */
export default function DriverAreaPage() {
  return (
    <RequireRole area="driver">
      <StaffAreaHome area="driver" />
    </RequireRole>
  );
}
