import { useSyncExternalStore } from 'react';

/** AuthData kept locally as JSON text under one key (spec part 1, section 3). */
export interface AuthData {
  IsAuth: boolean;
  RolesIds: number[];
  AccessToken: string;
  ExpiresOn: string;
  Username?: string;
}

export const AUTH_STORAGE_KEY = 'authData';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: AuthData | null } = { raw: null, value: null };

function read(): AuthData | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  if (raw === cached.raw) return cached.value;
  let value: AuthData | null = null;
  try {
    value = raw ? (JSON.parse(raw) as AuthData) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export const getAuthData = read;

export function setAuthData(data: AuthData) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(data));
  listeners.forEach((l) => l());
}

export function clearAuthData() {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  listeners.forEach((l) => l());
}

/** Authenticated means stored AuthData has IsAuth true (and the token has not expired). */
export function isAuthenticated(data: AuthData | null = read()): boolean {
  return !!data?.IsAuth && !!data.AccessToken && (!data.ExpiresOn || new Date(data.ExpiresOn).getTime() > Date.now());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === AUTH_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAuthData(): AuthData | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
