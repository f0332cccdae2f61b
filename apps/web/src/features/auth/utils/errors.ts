import { errorKey } from '../../../lib/errors';
import { SIGN_IN_ERRORS } from '../../../lib/sign-in-errors';

/** What the user reads when an auth call fails: the registry, in the spec's sign-in wording. */
export const authErrorKey = (error: unknown) => errorKey(error, SIGN_IN_ERRORS);
