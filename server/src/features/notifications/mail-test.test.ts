import { OWNER_PATHS } from '@dds/shared/src/schemas/owner';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/src/schemas/permissions';
import { ADMIN, startTestApp, type TestApp } from '../../../test/support/test-app';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';
import { explainMailError } from './mail-problem';
import { NOTIFY, notifyConfig } from '../../../test/support/notify-test-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server';

describe('"Send a test e-mail" (owner), through a real SMTP server', () => {
  let smtp: TestSmtpServer | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.stop();
    t = undefined;
    smtp = undefined;
  });

  it('sends one message to NOTIFY_EMAIL and the owner and says so; staff are refused, strangers too', async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp('sqlite', notifyConfig(smtp, { publicOrigin: undefined }));
    const owner = await t.login();
    const res = await call(t, owner, 'POST', OWNER_PATHS.mailTest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, to: [NOTIFY, ADMIN.email], problem: null, detail: null });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to.sort()).toEqual([ADMIN.email, NOTIFY].sort());
    expect(mail!.subject).toBe('Test e-mail from the DDS website');
    expect(mail!.text).toContain(`${ADMIN.email} sent this test from the admin panel`);

    const staff = await addLoggedInAdmin(t, 'staff');
    const refused = await call(t, staff.cookie, 'POST', OWNER_PATHS.mailTest);
    expect([refused.statusCode, refused.json().message]).toEqual([403, OWNER_ONLY_MESSAGES.mailTest]);
    const anonymous = await t.app.inject({ method: 'POST', url: OWNER_PATHS.mailTest });
    expect(anonymous.statusCode).toBe(401);
    expect(smtp.received).toHaveLength(1);
  });

  it('explains a mail server that cannot be reached, in plain words, with the raw error as detail', async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp('sqlite', notifyConfig(smtp, { publicOrigin: undefined }));
    await smtp.stop(); // nothing listens on its port any more
    const res = await call(t, await t.login(), 'POST', OWNER_PATHS.mailTest);
    const body = res.json();
    expect(body.sent).toBe(false);
    expect(body.problem).toBe(
      "Cannot reach the mail server: it refused the connection (nothing is listening at that address and port). Ask whoever runs the server to check SMTP_URL's server name and port, and that this server may connect to it (a firewall may block it).",
    );
    expect(body.detail).toMatch(/ECONNREFUSED/);
  });

  it('explains a wrong SMTP password', async () => {
    smtp = await startTestSmtpServer({ auth: { user: 'office@dds.test', pass: 'right' } });
    t = await startTestApp(
      'sqlite',
      notifyConfig(smtp, { publicOrigin: undefined, smtpUrl: `smtp://office%40dds.test:wrong@127.0.0.1:${smtp.port}` }),
    );
    const body = (await call(t, await t.login(), 'POST', OWNER_PATHS.mailTest)).json();
    expect(body.sent).toBe(false);
    expect(body.problem).toMatch(/^The mail server refused the user name or password\. .*app password/);
    expect(body.detail).toMatch(/EAUTH/);
  });

  it('names an address the mail server refuses', async () => {
    smtp = await startTestSmtpServer({
      options: {
        onRcptTo(address, _session, callback) {
          if (address.address === NOTIFY)
            return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
          callback();
        },
      },
    });
    t = await startTestApp('sqlite', notifyConfig(smtp, { publicOrigin: undefined }));
    const body = (await call(t, await t.login(), 'POST', OWNER_PATHS.mailTest)).json();
    // Taken for the owner, refused for the office's address: the answer names the one refused.
    expect([body.sent, body.to]).toEqual([true, [ADMIN.email]]);
    expect(body.problem).toMatch(/^The mail server refused an address: /);
    expect(body.problem).toContain(
      `It refused ${NOTIFY}. Ask whoever runs the server to check that NOTIFY_EMAIL is spelled right`,
    );
    expect((await smtp.waitFor(1))[0]!.envelope.to).toEqual([ADMIN.email]);
  });

  it('says e-mail is off when SMTP_URL is not set', async () => {
    t = await startTestApp('sqlite');
    const body = (await call(t, await t.login(), 'POST', OWNER_PATHS.mailTest)).json();
    expect(body).toEqual({
      sent: false,
      to: [],
      problem: expect.stringMatching(/^E-mail is off on this server/),
      detail: null,
    });
  });
});

describe('mail errors in plain words', () => {
  it.each([
    ['ESOCKET: connect ECONNREFUSED 10.0.0.5:587', 'unreachable'],
    ['EDNS: getaddrinfo ENOTFOUND smtp.exmaple.com', 'unreachable'],
    ['ETIMEDOUT: Connection timeout', 'unreachable'],
    ['EAUTH: Invalid login: 535-5.7.8 Username and Password not accepted', 'login'],
    [
      "EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <x@dds.test>: Recipient address rejected",
      'refused',
    ],
    ['ESOCKET: 80D8E4F1:error:0A00010B:SSL routines:ssl3_get_record:wrong version number', 'secure'],
    ['EMESSAGE: something else', 'other'],
  ])('%s → %s', (text, kind) => {
    expect(explainMailError(text).kind).toBe(kind);
  });
});
