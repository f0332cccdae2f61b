import type { TFunction } from 'i18next';
import { ApiError } from './api';

/** The server answers with codes; this turns any error into a translated sentence. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`);
  return t('errors.generic');
}
