/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One schema.org block for search engines, rendered where the page puts it (Google reads JSON-LD anywhere in the page). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/** An absolute URL with the site's PUBLIC_ORIGIN, else the root-relative path (local use). */
export const siteUrl = (origin: string | undefined, path: string) => (origin ? `${origin}${path}` : path);
