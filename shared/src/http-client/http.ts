import axios, { type AxiosInstance } from 'axios';
import { toApiError } from './errors';
import { API_PATHS } from '../api/paths';

/**
 * The one axios instance. Same origin by default (the server serves the shell, the remotes and
 * the API); a standalone remote in development proxies /api to the server.
 */
export const http: AxiosInstance = axios.create({
  baseURL: '',
  timeout: 20_000,
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The admin panel listens here to bring the login back when a session expires mid-work. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const apiError = toApiError(error);
    const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
    const adminCall = url.startsWith('/api/admin/') || url === API_PATHS.certificateUpload;
    if (apiError.isUnauthorized && adminCall && !url.endsWith('/login')) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    return Promise.reject(apiError);
  },
);

export function setApiBaseUrl(baseUrl: string) {
  http.defaults.baseURL = baseUrl;
}

/** Absolute URL for a server path (docs/contract.md §3: relative paths are prefixed with the server address). */
export function serverUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = http.defaults.baseURL || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${base.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`;
}
