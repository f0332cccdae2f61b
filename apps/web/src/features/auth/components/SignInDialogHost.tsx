import { lazy, Suspense } from 'react';
import { withStrings } from '../../../lib/i18n';
import { closeSignIn, signedIn, useSignInDialog } from '../../../lib/sign-in-dialog';

const loadAuthDialog = withStrings(() => import('./AuthDialog'), 'auth');
const AuthDialog = lazy(loadAuthDialog);

/** Starts fetching the dialog's code early, e.g. when a pointer moves over a Sign In button. */
export function preloadAuthDialog() {
  void loadAuthDialog();
}

/**
 * Mounted once in the app shell: shows the sign-in dialog whenever anything calls openSignIn().
 * The dialog's code (Radix Dialog, the forms) and its strings are fetched the first time it is opened.
 * Signing in through it finishes what the user was doing when it opened (signInThen); closing it
 * without signing in drops that.
 */
export function SignInDialogHost() {
  const { open, mode, reason, title, session } = useSignInDialog();
  // Nothing to fetch or render until the first time someone asks for it.
  if (session === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        key={session}
        open={open}
        initialMode={mode}
        reason={reason}
        title={title}
        onSignedIn={signedIn}
        onOpenChange={(next) => {
          if (!next) closeSignIn();
        }}
      />
    </Suspense>
  );
}
