import styled from '@emotion/styled';
import type { Leader } from '@dds/shared/schemas';
import { Portrait } from '../../ui/portrait';
import { Reveal } from '../../ui/reveal';
import { Container, Section, SectionHeading } from '../../ui/section';
import { color, mq, radius, shadow } from '../../ui/theme';
import { useInterfaceText } from '../../i18n/interface-text';
import { useRecordText } from '../../content/record-text';
import { peopleText } from './people-text';

const Messages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${mq.md} { grid-template-columns: repeat(auto-fit, minmax(300px, 370px)); justify-content: center; }
  li { display: flex; flex-direction: column; padding: 28px 24px 24px; border-radius: ${radius.lg}; background: ${color.white}; border-top: 5px solid ${color.brand}; box-shadow: ${shadow.card}; }
  blockquote { margin: 0 0 20px; font-size: 1.05rem; color: ${color.ink}; flex: 1; }
  blockquote::before { content: '“'; display: block; font-size: 3rem; line-height: 0.6; color: ${color.accent}; margin-bottom: 8px; }
  blockquote p { margin: 0 0 0.8em; }
  blockquote p:last-child { margin: 0; }
  footer { display: flex; align-items: center; gap: 14px; }
  h3 { font-size: 1.05rem; margin: 0; }
  .name { margin: 0; color: ${color.muted}; font-size: 0.95rem; }
`;

/** Where the role goes in the "Message from the {role}" sentence (a character no text holds). */
const ROLE_SLOT = '\u0000';

/**
 * The heading around an English role on a Hindi page: the role keeps its own lang="en". One text
 * otherwise, so the server's HTML holds the sentence whole ("Message from the Director").
 */
function roleInEnglish(sentence: string, role: string) {
  const [before, after] = sentence.split(ROLE_SLOT);
  return (
    <>
      {before}
      <span lang="en">{role}</span>
      {after}
    </>
  );
}

/**
 * docs/contract.md §2: messages from the director, the CEO and the manager — as the admin entered them, in
 * the admin's order. With nobody entered yet the section is left out (never a made-up name).
 */
export function LeaderMessages({ leaders }: { leaders: Leader[] }) {
  const t = useInterfaceText(peopleText);
  // Role and message in the page's language, English standing in marked lang="en" (decision 026 §3).
  const shown = useRecordText();
  if (!leaders.length) return null;
  return (
    <Section aria-labelledby="messages-title">
      <Container>
        <Reveal>
          <SectionHeading eyebrow={t('people.leadership')} title={t('people.messagesTitle')} id="messages-title" />
          <Messages data-testid="leader-messages">
            {leaders.map((leader) => {
              const message = shown(leader.message, leader.hindi);
              const role = shown(leader.role, leader.hindi);
              return (
                <li key={leader.id}>
                  <blockquote lang={message.lang}>
                    {message.text.split(/\n+/).map((paragraph, i) => (
                      <p key={i}>{paragraph}</p>
                    ))}
                  </blockquote>
                  <footer>
                    <Portrait name={leader.name} photo={leader.photo} size={64} />
                    <div>
                      <h3>
                        {role.lang
                          ? roleInEnglish(t('people.messageFrom', { role: ROLE_SLOT }), role.text)
                          : t('people.messageFrom', { role: role.text })}
                      </h3>
                      <p className="name">{leader.name}</p>
                    </div>
                  </footer>
                </li>
              );
            })}
          </Messages>
        </Reveal>
      </Container>
    </Section>
  );
}
