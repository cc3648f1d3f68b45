import { LazyChunk } from '../../ui/chunk/LazyChunk';

/** The access screens, each its own chunk: none of them is needed on a first visit. */
const SCREENS = {
  login: () => import('./LoginPage').then((m) => m.LoginPage),
  'oauth-callback': () => import('./OAuthCallbackPage').then((m) => m.OAuthCallbackPage),
  registration: () => import('./registration/RegistrationPage').then((m) => m.RegistrationPage),
  'registration-token': () =>
    import('./registration/RegistrationPage').then((m) => m.RegistrationPage),
  'registration-request-sent': () =>
    import('./registration/RegistrationDonePage').then((m) => m.RegistrationRequestSentPage),
  'awaiting-email-confirmation': () =>
    import('./registration/RegistrationDonePage').then((m) => m.AwaitingEmailPage),
  'password-reset': () =>
    import('./passwordReset/PasswordResetPage').then((m) => m.PasswordResetPage),
} as const;

export type AuthScreenName = keyof typeof SCREENS;

export function AuthScreen({ name }: { name: AuthScreenName }) {
  return <LazyChunk name={name} load={SCREENS[name]} render={(Screen) => <Screen />} />;
}
