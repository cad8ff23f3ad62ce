import type { FastifyInstance, InjectOptions } from 'fastify';

/** What a call answered, read whole, or up to its first event for an open event stream. */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Injects a request whose answer may be an event stream that stays open (text/event-stream): an error answer or
 * any other answer is read whole; an open stream is read up to its first event, and then the client hangs up
 * (the server ends the stream on that). Every other answer comes back as `inject` would give it.
 */
export async function injectReadingStreams(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<InjectedAnswer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const open =
    res.statusCode < 400 && String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  let body = '';
  if (open) {
    body = String(await new Promise((resolve) => stream.once('data', resolve)));
    (res.raw.res as unknown as { destroy(): void }).destroy();
  } else for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, headers: res.headers, body };
}
