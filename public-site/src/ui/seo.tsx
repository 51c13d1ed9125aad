import { site } from '../content/site';

/** React 19 hoists these into <head>, so each route owns its title and description. */
export function Seo({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${site.shortName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
