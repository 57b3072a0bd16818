// Messages for next-auth's error codes. Text from the URL is never shown as is (a crafted
// link could otherwise put any words on our sign-in page); unknown codes get a generic line.
const MESSAGES: Record<string, string> = {
  CredentialsSignin: 'Wrong username or password.',
  AccessDenied: 'Your account has no role in this dashboard. Ask an administrator for access.',
  SessionRequired: 'Please sign in to continue.',
  OAuthSignin: 'Single sign-on could not start. Try again.',
  OAuthCallback: 'Single sign-on did not complete. Try again.',
  Callback: 'Single sign-on did not complete. Try again.',
};

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return MESSAGES[code] ?? 'Sign-in failed. Try again.';
}
