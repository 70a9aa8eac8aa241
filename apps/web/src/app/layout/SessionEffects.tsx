import { useReloginCheck } from '../../features/accounts';

/**
 * Hooks that run for as long as a member is signed in, whatever the page (the shell mounts this
 * once): the relogin check of the accounts feature.
 */
export function SessionEffects() {
  useReloginCheck();
  return null;
}
