import type { DeliverRequest, DriverDelivery } from '@haflah/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { errorKey, hasCode } from '../../../lib/errors';
import { useDeliver, useDeliveryPhoto } from '../api/driver';
import { cashCheck, codeDigits, isCode } from '../utils/delivery-text';

export type DeliverProof = 'code' | 'photo';

/**
 * The Delivered sheet's state and rules: the proof (the customer's 4 digits, typed in either script,
 * or a photo at the door once the customer can't be reached or the code is locked), the cash received
 * for a cash order (at least what is due; the change to give), and the server's answer (a wrong code
 * says how many tries are left; a locked code switches to the photo).
 */
export function useDeliverForm(delivery: DriverDelivery, onDone: () => void) {
  const { t } = useTranslation();
  const deliver = useDeliver();
  const upload = useDeliveryPhoto();
  const [locked, setLocked] = useState(delivery.codeAttemptsLeft <= 0);
  const [proof, setProof] = useState<DeliverProof>(locked ? 'photo' : 'code');
  const [code, setCode] = useState('');
  const [cash, setCash] = useState('');
  const [photoTaken, setPhotoTaken] = useState(Boolean(delivery.photoUrl));
  const [preview, setPreview] = useState<string | null>(delivery.photoUrl);
  const [codeError, setCodeError] = useState<string>();
  const [cashError, setCashError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const cashDue = delivery.cashDueFils;
  const cashState = cashCheck(cash, cashDue);

  const takePhoto = (file: File | undefined) => {
    if (!file) return;
    setFormError(undefined);
    upload.mutate(
      { id: delivery.id, file },
      {
        onSuccess: (stored) => {
          setPhotoTaken(true);
          setPreview(stored.photoUrl ?? URL.createObjectURL(file));
        },
        onError: (error) => setFormError(t(errorKey(error))),
      },
    );
  };

  const refused = (error: unknown) => {
    if (hasCode(error, 'WRONG_DELIVERY_CODE')) {
      const left = Number((error as ApiError).details?.attemptsLeft ?? 0);
      return setCodeError(t('driver.deliver.wrongCode', { count: left }));
    }
    if (hasCode(error, 'DELIVERY_CODE_LOCKED')) {
      setLocked(true);
      setProof('photo');
      return setFormError(t('driver.errors.DELIVERY_CODE_LOCKED'));
    }
    if (hasCode(error, 'CASH_BELOW_DUE')) return setCashError(t('driver.errors.CASH_BELOW_DUE'));
    if (error instanceof ApiError && error.code === 'DELIVERY_PHOTO_REQUIRED') setPhotoTaken(false);
    setFormError(t(errorKey(error)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (deliver.isPending) return;
    setFormError(undefined);
    let ok = true;
    if (proof === 'code' && !isCode(code)) {
      setCodeError(t('driver.deliver.codeRequired'));
      ok = false;
    }
    if (proof === 'photo' && !photoTaken) {
      setFormError(t('driver.errors.DELIVERY_PHOTO_REQUIRED'));
      ok = false;
    }
    if (cashDue > 0 && cashState.state !== 'ok') {
      setCashError(
        cashState.state === 'below' ? t('driver.errors.CASH_BELOW_DUE') : t('driver.deliver.cashRequired'),
      );
      ok = false;
    }
    if (!ok) return;
    const body: DeliverRequest = { proof };
    if (proof === 'code') body.code = code;
    if (cashDue > 0 && cashState.received !== null) body.cashReceivedFils = cashState.received;
    deliver.mutate(
      { id: delivery.id, body },
      {
        onSuccess: () => {
          toast({ kind: 'success', title: t('driver.deliver.done') });
          onDone();
        },
        onError: refused,
      },
    );
  };

  return {
    proof,
    locked,
    usePhoto: () => {
      setProof('photo');
      setCodeError(undefined);
    },
    useCode: () => {
      if (!locked) setProof('code');
      setFormError(undefined);
    },
    code,
    setCode: (typed: string) => {
      setCode(codeDigits(typed));
      setCodeError(undefined);
    },
    codeError,
    cashDue,
    cash,
    setCash: (typed: string) => {
      setCash(typed);
      setCashError(undefined);
    },
    cashState,
    cashError,
    takePhoto,
    uploading: upload.isPending,
    photoTaken,
    preview,
    formError,
    submit,
    pending: deliver.isPending,
  };
}
