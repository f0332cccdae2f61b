import type { ListingCommitments } from '@haflah/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { commitmentsOf, useSetListingStatus, useSetStatusBulk } from '../api/listings';
import { CommitmentsDialog } from '../components/CommitmentsDialog';

type Counts = Pick<ListingCommitments, 'liveHolds' | 'futureBookings'>;

/**
 * Activating or deactivating, with the server's word on commitments: a deactivation refused with
 * 409 LISTING_HAS_COMMITMENTS opens the confirmation with its counts, and confirming sends the same
 * change again with `confirm: true`. `dialog` is rendered by the caller.
 */
function useConfirmFlow<V>(send: (vars: V, confirm: boolean) => void) {
  const [asking, setAsking] = useState<{ vars: V; counts: Counts } | null>(null);
  return {
    asking,
    /** Sends without confirming; a refusal with counts opens the dialog. */
    start: (vars: V) => send(vars, false),
    refused: (vars: V, error: unknown) => {
      const counts = commitmentsOf(error);
      if (!counts) return false;
      setAsking({ vars, counts });
      return true;
    },
    confirm: () => {
      if (asking) send(asking.vars, true);
    },
    close: () => setAsking(null),
  };
}

/** One listing (the form's visibility panel). */
export function useListingStatusChange(onDone?: (active: boolean) => void) {
  const { t } = useTranslation();
  const mutation = useSetListingStatus();
  const flow = useConfirmFlow<{ id: string; active: boolean }>((vars, confirm) =>
    mutation.mutate(
      { ...vars, confirm },
      {
        onSuccess: () => {
          flow.close();
          toast({
            kind: 'success',
            description: t(
              vars.active ? 'shopListings.visibility.activated' : 'shopListings.visibility.deactivated',
            ),
          });
          onDone?.(vars.active);
        },
        onError: (error) => {
          if (!confirm && flow.refused(vars, error)) return;
          flow.close();
          toast({ kind: 'error', description: errorMessage(t, error) });
        },
      },
    ),
  );
  return {
    change: (id: string, active: boolean) => flow.start({ id, active }),
    pending: mutation.isPending,
    dialog: (
      <CommitmentsDialog
        commitments={flow.asking?.counts ?? null}
        many={false}
        pending={mutation.isPending}
        onConfirm={flow.confirm}
        onCancel={flow.close}
      />
    ),
  };
}

/** Several listings at once (the list's selection bar): all or nothing per request. */
export function useBulkStatusChange(onDone: () => void) {
  const { t } = useTranslation();
  const mutation = useSetStatusBulk();
  const flow = useConfirmFlow<{ ids: string[]; active: boolean }>((vars, confirm) =>
    mutation.mutate(
      { ...vars, confirm },
      {
        onSuccess: ({ updated }) => {
          flow.close();
          toast({
            kind: 'success',
            description: t(
              vars.active ? 'shopListings.selection.activated' : 'shopListings.selection.deactivated',
              { count: updated.length },
            ),
          });
          onDone();
        },
        onError: (error) => {
          if (!confirm && flow.refused(vars, error)) return;
          flow.close();
          toast({
            kind: 'error',
            title: t('shopListings.selection.failed'),
            description: errorMessage(t, error),
          });
        },
      },
    ),
  );
  return {
    change: (ids: string[], active: boolean) => flow.start({ ids, active }),
    pending: mutation.isPending,
    dialog: (
      <CommitmentsDialog
        commitments={flow.asking?.counts ?? null}
        many={(flow.asking?.vars.ids.length ?? 0) > 1}
        pending={mutation.isPending}
        onConfirm={flow.confirm}
        onCancel={flow.close}
      />
    ),
  };
}
