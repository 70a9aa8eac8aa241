/**
 * Tells this process's push dispatcher that deliveries were queued. The dispatcher waits a moment
 * before looking (the transaction that queued them commits meanwhile); what it misses, its
 * periodic sweep finds (docs/app.md#push-notifications).
 */
const listeners = new Set<() => void>();

export function wakePushDispatcher() {
  for (const listener of listeners) listener();
}

export function onPushWakeup(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
