import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends failures to the log and, when configured, to a Slack-compatible webhook (spec §7: the
 * error-notification channel). Webhook trouble is logged, never thrown: reporting must not fail a request.
 */
export class ErrorReporter {
  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly webhookUrl: string | undefined,
  ) {}

  async report(source: 'server' | 'client', message: string, details: Record<string, unknown> = {}): Promise<void> {
    this.logger.error({ source, ...details }, message);
    if (!this.webhookUrl) return;
    const lines = Object.entries(details)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => `*${key}*: ${String(value)}`);
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: [`[Longform ${source} error] ${message}`, ...lines].join('\n') }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) this.logger.warn({ status: response.status }, 'error webhook refused the report');
    } catch (error) {
      this.logger.warn({ err: error }, 'error webhook unreachable');
    }
  }
}
