import type { ShopListing } from '@haflah/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/forms/FormSheet';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
import { useCreateListing, useUpdateListing } from '../api/listings';
import {
  changeListingValue,
  emptyListingValues,
  type ListingField,
  type ListingValues,
  listingFieldsFromIssues,
  listingValuesOf,
  validateListingForm,
} from '../utils/listing-form';

const FORM_OPTIONS: FormOptions<ListingField> = {
  isRequired: () => false,
  server: {
    messages: { codes: { NOT_FOUND: 'shopListings.form.notFound' } },
    issues: listingFieldsFromIssues,
  },
};

/**
 * The listing form's state and submit: a new listing (`listing` null) or one being edited. Values are
 * kept as typed across refusals (the client's checks and the server's, each beside its field); a
 * session that ended meanwhile asks to sign in again and sends the same body.
 */
export function useListingEditor(
  listing: ShopListing | null,
  { onSaved }: { onSaved: (saved: ShopListing, created: boolean) => void },
) {
  const { t } = useTranslation();
  const create = useCreateListing();
  const update = useUpdateListing();
  const pending = create.isPending || update.isPending;
  const [values, setValues] = useState<ListingValues>(() =>
    listing ? listingValuesOf(listing) : emptyListingValues(),
  );
  const [showNow, setShowNow] = useState(true);
  const form = useForm<ListingField>(
    values,
    (field, value) => setValues((v) => changeListingValue(v, field, value)),
    FORM_OPTIONS,
  );
  const submit = useFormSubmit({
    form: {
      ...form,
      // Refused fields are said beside each, and once above the button (the form is long on a phone).
      showErrors: (errors) =>
        form.showErrors({ ...errors, form: errors.form ?? 'shopListings.form.fixFields' }),
    },
    pending,
    check: () => validateListingForm(values),
    send: (body, onError) => {
      if (listing) {
        update.mutate(
          { id: listing.id, body },
          {
            onSuccess: (saved) => {
              toast({ kind: 'success', description: t('shopListings.form.saved') });
              onSaved(saved, false);
            },
            onError,
          },
        );
      } else {
        create.mutate(
          { ...body, isActive: showNow },
          {
            onSuccess: (saved) => {
              toast({ kind: 'success', description: t('shopListings.form.created') });
              onSaved(saved, true);
            },
            onError,
          },
        );
      }
    },
    signInReason: 'shopListings.form.signInAgain',
  });
  return { form, submit, pending, showNow, setShowNow };
}
