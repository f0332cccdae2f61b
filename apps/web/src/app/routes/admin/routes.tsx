import { Route, Routes } from 'react-router';
import { staffScreen } from '../screen';

// Each page is a lazy chunk of its own, and this file is one too (the router loads it when the area is
// first opened): the Home route's JavaScript does not grow with the area's pages or its routes.
// The staff shell too (a chunk imported here statically would be listed in Home's entry).
const StaffShell = staffScreen(() => import('../../layout/StaffShell'));
const AdminLoginPage = staffScreen(() => import('./AdminLoginPage'));
const AdminAreaPage = staffScreen(() => import('./AdminAreaPage'));

/**
 * The admin area's pages: under /admin/, behind the admin role, and its sign-in page (`login`: the
 * router mounts this file at /admin-login too, outside /admin/, as admins are not signed up).
 */
export default function AdminRoutes({ login = false }: { login?: boolean }) {
  return (
    <Routes>
      {/* The area's menu is empty until its screens arrive. */}
      <Route element={<StaffShell area="admin" />}>
        <Route path="*" element={login ? <AdminLoginPage /> : <AdminAreaPage />} />
      </Route>
    </Routes>
  );
}
