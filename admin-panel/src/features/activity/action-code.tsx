import { colors } from '../../ui/theme';

/**
 * An action code this panel has no words for, inside the sentence that stands in for it (decision
 * 005, "Codes a panel does not know"): there for support to look up, so it is quieter than the
 * sentence, kept whole and never translated; marked English so a Hindi screen reader spells it in
 * English rather than reading Latin letters with Hindi sounds (decision 026's rule for fallbacks).
 */
export function ActionCode({ code }: { code: string }) {
  return (
    <code
      lang="en"
      translate="no"
      css={{
        fontSize: '0.875em',
        color: colors.muted,
        overflowWrap: 'anywhere',
        fontFamily: 'ui-monospace, monospace',
      }}
    >
      {code}
    </code>
  );
}
