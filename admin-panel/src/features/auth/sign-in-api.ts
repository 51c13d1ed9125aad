import { ApiError, http } from '@dds/shared/api';
import type { Admin } from '@dds/shared/schemas';
import {
  OWNER_PATHS,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SetupOwnerInput,
  type SignInOptions,
} from '@dds/shared/schemas/owner';

// The calls of the screens shown before anyone is signed in: first-run setup and forgotten passwords.

export async function fetchSignInOptions(): Promise<SignInOptions> {
  return (await http.get<SignInOptions>(OWNER_PATHS.signIn)).data;
}

export async function createOwner(input: SetupOwnerInput): Promise<Admin> {
  return (await http.post<Admin>(OWNER_PATHS.setup, input)).data;
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return (await http.post<{ message: string }>(OWNER_PATHS.forgotPassword, input)).data.message;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await http.post<{ message: string }>(OWNER_PATHS.resetPassword, input)).data.message;
}

/** The server's own words (they are written for people), or what to do when it did not answer. */
export function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 0)
    return 'Cannot reach the server. Check your internet connection and try again.';
  if (failure instanceof ApiError && failure.status >= 500 && failure.status !== 503)
    return 'The server had a problem. Please try again in a moment.';
  return (failure as Error).message;
}
