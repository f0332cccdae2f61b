import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that records what it receives. `holdMs` delays the
 * answer to each message, to keep a delivery in flight while a test does something else.
 */
export async function startSmtpServer(opts: { holdMs?: number } = {}) {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), opts.holdMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function splitHeaders(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: part, body: '' };
  const sep = /\r?\n\r?\n/.exec(part.slice(at))![0];
  return { headers: part.slice(0, at), body: part.slice(at + sep.length) };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/**
 * The decoded text/plain and text/html bodies of a MIME message (enough MIME for what nodemailer
 * writes: multipart/alternative with quoted-printable or base64 parts).
 */
export function decodeMessage(raw: string): { subject: string; text: string; html: string } {
  const top = splitHeaders(raw);
  const out = { subject: decodeWords(header(top.headers, 'subject')), text: '', html: '' };
  const visit = (headers: string, body: string) => {
    const type = header(headers, 'content-type').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, 'content-type'))?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const p = splitHeaders(part.replace(/^\r?\n/, ''));
        visit(p.headers, p.body);
      }
      return;
    }
    const encoding = header(headers, 'content-transfer-encoding').toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body).toString('utf8')
          : body;
    if (type.startsWith('text/html')) out.html += decoded;
    else if (type.startsWith('text/plain') || type === '') out.text += decoded;
  };
  visit(top.headers, top.body);
  return out;
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=`), as used for non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
