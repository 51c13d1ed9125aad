import type {
  Admin,
  AdmissionInput,
  Certificate,
  CertificateLookup,
  CertificateLookupAnswer,
  CertificateUpload,
  Counts,
  DonationInput,
  InquiryAnswer,
  InquiryInput,
  ListQuery,
  LoginInput,
  MessageAnswer,
  Page,
} from '../schemas';
// By the package's own name, not './http': in a browser build that name is the shared stateful
// module (one axios instance and one 401 fan-out per page), while this file is bundled by each
// package that calls the API (docs/decisions/002-shared-stateful-contract.md).
import { ApiError, http, serverUrl } from '@dds/shared/http-client';
import type { ResourceItem, ResourceName } from '../resources';
import { API_PATHS, adminItemPath } from './paths';

/** Function per call of docs/contract.md §4, plus the session and back-office calls of docs/architecture.md. */

// Public calls
export async function submitInquiry(input: InquiryInput): Promise<InquiryAnswer> {
  return (await http.post<InquiryAnswer>(API_PATHS.inquiry, input)).data;
}
export async function submitAdmission(input: AdmissionInput): Promise<MessageAnswer> {
  return (await http.post<MessageAnswer>(API_PATHS.admission, input)).data;
}
export async function submitDonation(input: DonationInput & { screenshot: Blob }): Promise<MessageAnswer> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  // Only a Hindi page names its language; without the field the server takes English.
  if (input.language) form.append('language', input.language);
  if (input.website) form.append('website', input.website);
  form.append('screenshot', input.screenshot);
  return (await http.post<MessageAnswer>(API_PATHS.donation, form)).data;
}
export async function lookupCertificate(input: CertificateLookup): Promise<CertificateLookupAnswer> {
  return (await http.post<CertificateLookupAnswer>(API_PATHS.certificateLookup, input)).data;
}

// Session calls
export async function login(input: LoginInput): Promise<Admin> {
  return (await http.post<Admin>(API_PATHS.login, input)).data;
}
export async function logout(): Promise<void> {
  await http.post(API_PATHS.logout);
}
/** The logged-in admin; rejects with a 401 ApiError when nobody is logged in. */
export async function fetchCurrentAdmin(): Promise<Admin> {
  const { admin } = (await http.get<{ admin: Admin | null }>(API_PATHS.session)).data;
  if (!admin) throw new ApiError('Not logged in', 401);
  return admin;
}

// Admin calls
export async function fetchCounts(): Promise<Counts> {
  return (await http.get<Counts>(API_PATHS.counts)).data;
}

/** The record type of each admin list. */
export type ListItem<L extends ResourceName = ResourceName> = ResourceItem<L>;

/** A page of an admin list (server-side paging, search, sort and filters). */
export async function fetchListPage<L extends ResourceName>(
  list: L,
  query: ListQuery & { page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<ListItem<L>>> {
  return (await http.get<Page<ListItem<L>>>(API_PATHS[list], { params: query, signal })).data;
}

function certificateForm(input: CertificateUpload, file: Blob): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('roll', input.roll);
  form.append('dob', input.dob);
  form.append('file', file);
  return form;
}
export async function uploadCertificate(input: CertificateUpload, file: Blob): Promise<MessageAnswer> {
  return (await http.post<MessageAnswer>(API_PATHS.certificateUpload, certificateForm(input, file))).data;
}
export async function replaceCertificateFile(id: number, file: Blob): Promise<Certificate> {
  const form = new FormData();
  form.append('file', file);
  return (await http.put<Certificate>(`${adminItemPath('certificates', id)}/file`, form)).data;
}
/** Admin-only URL that opens a certificate's PDF (the session cookie authorises it). */
export function certificateFileUrl(id: number): string {
  return serverUrl(`${adminItemPath('certificates', id)}/file`);
}
export async function deleteCertificate(id: number): Promise<void> {
  await http.delete(adminItemPath('certificates', id));
}
