// A real SMTP server (nodemailer's smtp-server) that takes its time over each message, as a relay
// that scans what it is given does: it reads a message whole, then answers `250` after `answerAfterMs`.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface RelayedMessage {
  to: string[];
  messageId: string;
  subject: string;
  /** When it was read whole (ms since 1970). */
  receivedAt: number;
  /** Whether the `250` went out on a connection still open: the sender learnt it was delivered. */
  answered: boolean;
}

export interface SlowRelay {
  port: number;
  /**
   * Every message read whole. A relay that had a message when its sender hung up may deliver it all
   * the same (RFC 1047), so each one counts as delivered, answered or not.
   */
  messages: RelayedMessage[];
  /** Connections open now. */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startSlowRelay(answerAfterMs: number): Promise<SlowRelay> {
  const messages: RelayedMessage[] = [];
  const open = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const message: RelayedMessage = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            receivedAt: Date.now(),
            answered: false,
          };
          messages.push(message);
          const timer = setTimeout(() => {
            timers.delete(timer);
            message.answered = open.has(session.id);
            callback();
          }, answerAfterMs);
          timers.add(timer);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    openConnections: () => open.size,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return new Promise<void>((resolve) => server.close(resolve));
    },
  };
}
