import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured; otherwise the email is written under the data directory (DATA_DIR/mail, readable by its
 * owner only). Its links are credentials: they never go to the log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir?: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  return {
    async send(mail) {
      if (opts.dataDir) {
        const dir = path.join(opts.dataDir, 'mail');
        await mkdir(dir, { recursive: true });
        const file = path.join(
          dir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
        );
        const eml = `From: ${opts.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
        await writeFile(file, eml, { mode: 0o600 });
        opts.log.info({ file }, 'correo escrito en el directorio de datos (sin SMTP configurado)');
      }
    },
  };
}
