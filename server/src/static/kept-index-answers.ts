export interface IndexAnswer {
  html: string;
  etag: string;
}

/** Routes × query variants × served releases: a few hundred at most; past this the oldest goes. */
const MAX_ANSWERS = 300;
const answers = new Map<string, Promise<IndexAnswer>>();

/** A stable number for each rendered page object (kept by render-module's cache while it is current). */
const pageIds = new WeakMap<object, number>();
let nextPageId = 1;
export function pageToken(page: object | undefined): string {
  if (!page) return '-';
  let id = pageIds.get(page);
  if (id === undefined) pageIds.set(page, (id = nextPageId++));
  return String(id);
}

/**
 * An index.html answer that holds nothing of one visitor, built once per `key` and kept: the key
 * names everything the HTML is made of (the shell's index.html and the remote's manifest by their
 * versions on disk, the deploy-time remotes config, the content version and the rendered page).
 * Rebuilding it per request — string replaces over ~50 KB, a SHA-1 for the ETag, two file reads —
 * was most of what a `GET /` cost the event loop (`pnpm bench`, heavy-reads CPU profile), time a
 * visitor's page waited for while staff exports ran beside it.
 */
export function keptIndexAnswer(key: string, build: () => Promise<IndexAnswer>): Promise<IndexAnswer> {
  let answer = answers.get(key);
  if (!answer) {
    if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    answer = build();
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}
