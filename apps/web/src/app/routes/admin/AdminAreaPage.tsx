import { RequireRole, StaffAreaHome } from '../../../features/auth/components/StaffAuth';

/** The admin area. Its screens arrive in later issues; until then every path here shows its start. */
export default function AdminAreaPage() {
  return (
    <RequireRole area="admin">
      <StaffAreaHome area="admin" />
    </RequireRole>
  );
}
