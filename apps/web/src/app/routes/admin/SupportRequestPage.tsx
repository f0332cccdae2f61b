import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SupportRequestDetail } from '../../../features/admin/components/support/SupportRequestDetail';
import { usePageTitle } from '../../../lib/page-title';

/** /admin/support/:id: one request, to answer or close. */
export default function SupportRequestPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminSupport.title'));
  const { id = '' } = useParams();
  return <SupportRequestDetail key={id} id={id} />;
}
