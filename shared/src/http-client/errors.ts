import axios from 'axios';

/** A failed call, reduced to what a screen can show: a status (0 = no answer) and a message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isUnauthorized() {
    return this.status === 401;
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const data: unknown = error.response?.data;
    const serverMessage =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : undefined;
    return new ApiError(serverMessage ?? (status ? `Request failed (${status})` : 'Network error'), status);
  }
  return new ApiError(error instanceof Error ? error.message : 'Unknown error', 0);
}
