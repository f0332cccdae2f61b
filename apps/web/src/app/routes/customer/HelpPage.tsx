import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../../features/help/components/ContactForm';
import { FaqList } from '../../../features/help/components/FaqList';
import { MyRequests } from '../../../features/help/components/MyRequests';
import { useOrders } from '../../../features/orders/api/orders';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

const CONTACT = 'contact';

/**
 * /help (Profile → Help & Support): the FAQ with its search, the contact form (signed in or with an
 * email), and, signed in, the requests sent with the admins' answers, live.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('help.title'));
  const { user } = useSession();
  // The contact form offers the customer's recent orders (the orders list's first page).
  const recentOrders = useOrders().data?.pages[0]?.orders;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('help.title')}</h1>
        <p className="text-slate-600">{t('help.intro')}</p>
      </div>
      <FaqList contactId={CONTACT} />
      <ContactForm id={CONTACT} recentOrders={user ? recentOrders : undefined} />
      {user && <MyRequests />}
    </div>
  );
}
