/**
 * What an SMTP failure means, in words the owner can act on, and what to ask whoever runs the
 * server. The raw error ("ESOCKET: connect ECONNREFUSED 10.0.0.5:587") is kept beside it as the
 * technical detail for that person; the owner reads this instead. Read from the text the outbox
 * stores (`CODE: message`, outbox-worker.ts), so old rows are explained too.
 */
export type MailProblemKind = 'unreachable' | 'login' | 'refused' | 'secure' | 'other';

export interface MailProblem {
  kind: MailProblemKind;
  /** What went wrong, in plain words. */
  words: string;
  /** What to ask the server's administrator. */
  ask: string;
}

const UNREACHABLE: Array<[RegExp, string]> = [
  [/ECONNREFUSED/, 'it refused the connection (nothing is listening at that address and port)'],
  [/ENOTFOUND|EAI_AGAIN|EDNS/, 'its name could not be found'],
  [/ETIMEDOUT|timeout|timed out/i, 'it did not answer in time'],
  [/EHOSTUNREACH|ENETUNREACH/, 'the network cannot reach it'],
  [/ECONNRESET|ECONNECTION|closed unexpectedly|socket hang up/i, 'it closed the connection'],
];

const SECURE = /ETLS|certificate|wrong version number|SSL|TLS/i;
const LOGIN = /EAUTH|Invalid login|authentication|\b535\b|\b534\b|\b530\b/i;
const REFUSED =
  /EENVELOPE|recipients? (were )?rejected|Recipient command failed|Sender|MAIL FROM|\b55[0-4]\b|\b5\.1\.\d\b|\b5\.7\.1\b/i;

const ASK_SETTINGS = 'Ask whoever runs the server to check SMTP_URL';

export function explainMailError(text: string): MailProblem {
  if (SECURE.test(text) && !/ECONNREFUSED/.test(text)) {
    return {
      kind: 'secure',
      words: 'The secure connection to the mail server failed.',
      ask: `${ASK_SETTINGS}: smtps:// goes with port 465, smtp:// with port 587, and the mail server's certificate must be valid.`,
    };
  }
  if (LOGIN.test(text)) {
    return {
      kind: 'login',
      words: 'The mail server refused the user name or password.',
      ask: `${ASK_SETTINGS}'s user and password. Gmail, Outlook and similar need an app password there, not the account's usual password.`,
    };
  }
  const unreachable = UNREACHABLE.find(([pattern]) => pattern.test(text));
  if (unreachable) {
    return {
      kind: 'unreachable',
      words: `Cannot reach the mail server: ${unreachable[1]}.`,
      ask: `${ASK_SETTINGS}'s server name and port, and that this server may connect to it (a firewall may block it).`,
    };
  }
  if (REFUSED.test(text)) {
    return {
      kind: 'refused',
      words: 'The mail server refused an address: the one it was sent to, or the one it was sent from.',
      ask: 'Ask whoever runs the server to check that NOTIFY_EMAIL is spelled right and that the mail account in SMTP_URL may send from its own address.',
    };
  }
  return {
    kind: 'other',
    words: 'The mail server did not accept the e-mail.',
    ask: 'Ask whoever runs the server to look at its log for this error.',
  };
}

/** One paragraph: what happened, then whom to ask what. */
export const mailProblemText = (text: string) => {
  const problem = explainMailError(text);
  return `${problem.words} ${problem.ask}`;
};
