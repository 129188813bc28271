import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the tests (nodemailer's smtp-server), keeping every message it accepts,
 * parsed with mailparser, and showing them as JSON over HTTP: `GET /messages?to=<address>`.
 *
 * It can also hold messages: in `hold` mode it reads a message whole and keeps its answer back, as
 * a slow server does, so a test can kill the sender mid-send. A held message counts as received only
 * once it is answered (`POST /mode` with `accept`) on a connection still open: a sender that died
 * before the answer never handed it over (RFC 5321 §4.1.1.4), so it is dropped. `GET /held` says
 * how many are held.
 *
 * Run: `node --import tsx tests/support/smtp-sink.ts`; SMTP_SINK_PORT sets the SMTP port (2525),
 * SMTP_SINK_HTTP_PORT the HTTP one (3106), SMTP_SINK_HOLD=1 starts it holding.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

interface HeldMail {
  sessionId: string;
  mail: ReceivedMail;
  answer: () => void;
}

const SMTP_PORT = Number(process.env.SMTP_SINK_PORT ?? 2525);
const HTTP_PORT = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3106);
const received: ReceivedMail[] = [];
let held: HeldMail[] = [];
let holding = process.env.SMTP_SINK_HOLD === '1';

function release(): void {
  for (const { mail, answer } of held) {
    received.push(mail);
    answer();
  }
  held = [];
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          text: parsed.text ?? '',
          headers: Object.fromEntries(
            [...parsed.headerLines].map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
          ),
        };
        if (holding) {
          held.push({ sessionId: session.id, mail, answer: () => callback() });
          return;
        }
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
  onClose(session) {
    held = held.filter((entry) => entry.sessionId !== session.id);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body.trim();
}

createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink.invalid');
  const json = (value: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    json(to ? received.filter((mail) => mail.to.includes(to)) : received);
    return;
  }
  if (url.pathname === '/held') {
    json({ held: held.length });
    return;
  }
  if (url.pathname === '/mode' && request.method === 'POST') {
    void readBody(request).then((mode) => {
      holding = mode === 'hold';
      if (!holding) release();
      json({ mode: holding ? 'hold' : 'accept' });
    });
    return;
  }
  response.writeHead(404).end();
}).listen(HTTP_PORT, '127.0.0.1');
