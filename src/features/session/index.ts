/** What other features may use of session (issue 26): the rest of the folder is private. */
export { LogoutConfirmation } from './LogoutConfirmation';
export { useLogout } from './useLogout';
