import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { Transporter } from 'nodemailer';
import { addressOf, type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { clientSpan } from '../observability/client-span';
import type { OutgoingMail } from './mail.types';

// Sends through SMTP_URL (pooled connections, one per outbox lane), or writes each mail to
// DATA_DIR/mail as an .eml file with a log line when no SMTP server is configured, so `make run`
// needs no mail server. Only the outbox worker calls it (see MailOutbox). The socket timeout stays
// well below the outbox's sending lease, so a hung server fails a send before its lease runs out.
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly toFiles: boolean;
  // the SMTP server's host, for the span of each send (null: mails are written to files)
  private readonly smtpHost: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.toFiles = !config.smtpUrl;
    this.smtpHost = config.smtpUrl ? new URL(config.smtpUrl).hostname : null;
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: Math.max(config.mailConcurrency, 1),
          maxMessages: 500,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        } as never)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { senderName, ...message } = mail;
    // nodemailer quotes or encodes the name as the header needs
    const from = senderName ? { name: senderName, address: addressOf(this.config.mailFrom) } : this.config.mailFrom;
    const send = () => this.transport.sendMail({ from, ...message });
    const info = this.smtpHost
      ? await clientSpan('smtp send', { 'server.address': this.smtpHost, 'network.protocol.name': 'smtp' }, send)
      : await send();
    if (this.toFiles) {
      const dir = path.join(this.config.dataDir, 'mail');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      this.logger.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    }
  }

  // after every onModuleDestroy: the outbox worker has finished the mails in hand by then
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
