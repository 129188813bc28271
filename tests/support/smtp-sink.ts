import { createServer as createHttpServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the tests (nodemailer's smtp-server), keeping every message it accepts,
 * parsed with mailparser, and showing them as JSON over HTTP: `GET /messages?to=<address>`.
 *
 * Run: `node --import tsx tests/support/smtp-sink.ts`; SMTP_SINK_PORT sets the SMTP port (2525),
 * SMTP_SINK_HTTP_PORT the HTTP one (3106).
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const SMTP_PORT = Number(process.env.SMTP_SINK_PORT ?? 2525);
const HTTP_PORT = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3106);
const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          text: mail.text ?? '',
          headers: Object.fromEntries(
            [...mail.headerLines].map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
          ),
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink.invalid');
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = to ? received.filter((mail) => mail.to.includes(to)) : received;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
}).listen(HTTP_PORT, '127.0.0.1');
