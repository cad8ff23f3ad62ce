import { createHash, createHmac } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStorage } from './storage.ts';

export interface S3Options {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature Version 4 of one request (headers lower-case, including host and x-amz-date). */
export function signV4(r: {
  method: string;
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  amzDate: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}) {
  const day = r.amzDate.slice(0, 8);
  const names = Object.keys(r.headers).sort();
  const canonicalRequest = [
    r.method,
    r.path,
    '',
    ...names.map((n) => `${n}:${r.headers[n].trim()}`),
    '',
    names.join(';'),
    r.payloadHash,
  ].join('\n');
  const scope = `${day}/${r.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', r.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    stringToSign,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph…) with path-style URLs and AWS Signature Version 4,
 * written against the published algorithm so that no SDK is needed.
 */
export class S3Storage implements FileStorage {
  constructor(private readonly o: S3Options) {}

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const url = new URL(this.o.endpoint);
    const path = `${url.pathname.replace(/\/$/, '')}/${encodeSegment(this.o.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
    const now = new Date();
    const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const { authorization } = signV4({ ...this.o, method, path, headers, payloadHash, amzDate });
    const { host: _host, ...sent } = headers;
    return fetch(`${url.origin}${path}`, {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: {
        ...sent,
        authorization,
      },
      signal: AbortSignal.timeout(30_000),
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, data, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /**
   * Downloads the object to a temporary file (within the request's timeout) and streams that file, removed once
   * read: a reader that takes minutes (a bulk load writing as it reads) never holds a connection to the store open.
   */
  async open(key: string): Promise<Readable | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status}`);
    const dir = await mkdtemp(path.join(tmpdir(), 'tu360-s3-'));
    const file = path.join(dir, 'object');
    try {
      await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(file));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const stream = createReadStream(file);
    stream.once('close', () => void rm(dir, { recursive: true, force: true }).catch(() => {}));
    return stream;
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
  }
}
