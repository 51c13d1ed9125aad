import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A catalogue string with marked words rendered as elements: `See our <link>privacy notice</link>.`
 * with `tags={{ link: (words) => <Link to="/privacy">{words}</Link> }}`. The translation moves the
 * marked words where its grammar needs them (Lingui's `<Trans>` does the same with `<0>…</0>`);
 * catalogues.test.ts checks that each translation keeps the English's tags.
 */
export function RichText({
  text,
  tags,
}: {
  text: string;
  tags: Readonly<Record<string, (words: string) => ReactNode>>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, words] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    last = match.index! + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The tags a catalogue string marks, in order (for the catalogue check). */
export const richTags = (text: string): string[] => [...text.matchAll(TAG)].map((m) => m[1]!);
