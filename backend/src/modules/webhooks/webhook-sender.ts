import { Inject, Injectable } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressRefused, resolveTarget, type ResolvedAddress } from './address-guard';
import { WEBHOOK_OPTIONS, type WebhookOptions } from './webhook.options';
import { webhookSignature } from './webhook-signature';

export interface Delivered {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface Outgoing {
  url: string;
  allowPrivate: boolean;
  secret: string;
  eventId: string;
  body: string;
}

// what the receiver's answer may hold that is kept (its status says it all)
const ANSWER_KEPT = 64 * 1024;

// One POST of a delivery: to an address checked now (the endpoint's host resolved again: DNS may have
// changed since it was registered) and pinned for the connection, signed, with a timeout, following
// no redirect (a 3xx is a failure: the receiver must name its final URL).
@Injectable()
export class WebhookSender {
  constructor(@Inject(WEBHOOK_OPTIONS) private readonly options: WebhookOptions) {}

  async post(out: Outgoing): Promise<Delivered> {
    const started = Date.now();
    const took = () => Date.now() - started;
    const url = new URL(out.url);
    let addresses: ResolvedAddress[];
    try {
      addresses = await resolveTarget(url, out.allowPrivate);
    } catch (error) {
      const message = error instanceof AddressRefused ? error.message : String(error);
      return { statusCode: null, error: `Not sent: ${message}`, durationMs: took() };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(out.body),
      'user-agent': 'coach-webhooks/1',
      'webhook-id': out.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(out.secret, out.body, timestamp),
    };
    try {
      const statusCode = await this.send(url, addresses[0], headers, out.body);
      const ok = statusCode >= 200 && statusCode < 300;
      return { statusCode, error: ok ? null : `The receiver answered ${statusCode}`, durationMs: took() };
    } catch (error) {
      return { statusCode: null, error: error instanceof Error ? error.message : String(error), durationMs: took() };
    }
  }

  private send(url: URL, pinned: ResolvedAddress, headers: http.OutgoingHttpHeaders, body: string): Promise<number> {
    // every lookup of this connection answers the address that was checked
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const request = client.request(
        url,
        { method: 'POST', headers, lookup, timeout: this.options.timeoutMs, agent: false },
        (response) => {
          let kept = 0;
          response.on('data', (chunk: Buffer) => {
            kept += chunk.length;
            if (kept > ANSWER_KEPT) response.destroy();
          });
          response.on('close', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`No answer within ${this.options.timeoutMs / 1000} s`)));
      request.on('error', reject);
      request.end(body);
    });
  }
}
