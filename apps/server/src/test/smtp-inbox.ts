import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps every mail it receives, parsed. */
export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  /** The first link in the text of the last mail to `to` that starts with `prefix`. */
  linkTo(to: string, prefix: string): string;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    linkTo(to, prefix) {
      const mail = [...mails].reverse().find((m) => m.to && JSON.stringify(m.to).includes(to));
      if (!mail) throw new Error(`no mail to ${to}`);
      const link = mail.text?.split(/\s+/).find((word) => word.startsWith(prefix));
      if (!link) throw new Error(`no link ${prefix} in the mail to ${to}`);
      return link;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
