import type { ShopListing } from '@haflah/contracts';
import { ChevronLeft } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useListingCategories, useShopListing } from '../../../features/shop-listings/api/listings';
import { ListingForm } from '../../../features/shop-listings/components/ListingForm';
import { ListingImages } from '../../../features/shop-listings/components/ListingImages';
import { LISTINGS_PATH, listingPath } from '../../../features/shop-listings/components/ListingList';
import { VisibilityPanel } from '../../../features/shop-listings/components/VisibilityPanel';
import { useListingEditor } from '../../../features/shop-listings/hooks/useListingEditor';
import { hasCode } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

const card = 'rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-6';

/**
 * /retailer/products/new and /retailer/products/:id: a listing's form; once it exists, its pictures
 * (upload, order, remove; the first is the cover) and whether customers see it. A new listing goes on
 * to its own page for its pictures.
 */
export default function ListingFormPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const editing = id !== '' && id !== 'new';
  const title = t(editing ? 'shopListings.form.editTitle' : 'shopListings.form.newTitle');
  usePageTitle(title);
  const listing = useShopListing(editing ? id : '');

  let body: ReactNode;
  if (editing && listing.isPending)
    body = <ListSkeleton label={t('shopListings.loading')} blocks={['h-40', 'h-96']} />;
  else if (editing && listing.isError) {
    body = (
      <ErrorPanel
        message={t(
          hasCode(listing.error, 'NOT_FOUND') ? 'shopListings.form.notFound' : 'shopListings.form.loadError',
        )}
        onRetry={() => listing.refetch()}
      />
    );
  } else body = <Editor key={id} listing={editing ? (listing.data ?? null) : null} />;

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <Link
        to={LISTINGS_PATH}
        className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('shopListings.form.back')}
      </Link>
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{title}</h1>
        <p className="text-slate-600 text-sm">{t('shopListings.form.subtitle')}</p>
      </div>
      {body}
    </div>
  );
}

function Editor({ listing }: { listing: ShopListing | null }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const picturesId = useId();
  const visibilityId = useId();
  const picturesRef = useRef<HTMLElement>(null);
  const categories = useListingCategories();
  const editor = useListingEditor(listing, {
    onSaved: (saved, created) =>
      created ? navigate(`${listingPath(saved.id)}#pictures`, { replace: true }) : navigate(LISTINGS_PATH),
  });
  // Just created: straight on to its pictures.
  useEffect(() => {
    if (hash === '#pictures') picturesRef.current?.focus();
  }, [hash]);

  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: pick(c.name) }));
  return (
    <>
      {listing && (
        <>
          <section aria-labelledby={visibilityId} className={card}>
            <VisibilityPanel listing={listing} headingId={visibilityId} />
          </section>
          <section
            ref={picturesRef}
            tabIndex={-1}
            id="pictures"
            aria-labelledby={picturesId}
            className={`${card} scroll-mt-24 outline-none`}
          >
            <ListingImages listing={listing} headingId={picturesId} />
          </section>
        </>
      )}
      <ListingForm
        field={editor.form.field}
        formRef={editor.form.formRef}
        onSubmit={editor.submit}
        formError={editor.form.formError}
        pending={editor.pending}
        submitLabel={t(
          editor.pending
            ? 'shopListings.form.saving'
            : listing
              ? 'shopListings.form.save'
              : 'shopListings.form.create',
        )}
        categories={options}
        categoriesNote={
          categories.isError && (
            <ErrorPanel
              message={t('shopListings.form.categoriesError')}
              onRetry={() => categories.refetch()}
            />
          )
        }
        extra={
          !listing && (
            <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-surface p-4 text-slate-800 shadow-sm ring-1 ring-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500">
              <input
                type="checkbox"
                checked={editor.showNow}
                onChange={(e) => editor.setShowNow(e.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-violet-600"
              />
              {t('shopListings.form.showNow')}
            </label>
          )
        }
        onCancel={() => navigate(LISTINGS_PATH)}
      />
    </>
  );
}
