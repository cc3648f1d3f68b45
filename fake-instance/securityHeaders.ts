import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, CSP_REPORT_PATH } from './csp.js';

/** The CSP violation reports browsers sent to the demo since it started. */
export class CspReportBook {
  readonly reports: unknown[] = [];
}

/**
 * Headers on every response of the demo (issue 29, item 5): `nosniff`, so nothing served as
 * data or media is ever run as a script or style; `Referrer-Policy: same-origin`, so remote
 * media hosts and linked sites learn nothing of the page that asked; and, with `--csp`, the
 * Content-Security-Policy on every HTML page (the client, the terms, the instance panel), its
 * violation reports taken at /csp-report.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { csp: boolean; standalone?: boolean },
): CspReportBook {
  const book = new CspReportBook();
  const policy = contentSecurityPolicy({ standalone: options.standalone });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (options.csp && type.startsWith('text/html')) {
      reply.header('content-security-policy', policy);
    }
    return payload;
  });
  if (options.csp) {
    // Browsers post reports as application/csp-report (report-uri) or reports+json.
    app.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, String(body));
        }
      },
    );
    app.post(CSP_REPORT_PATH, async (request, reply) => {
      book.reports.push(request.body);
      return reply.code(204).send();
    });
  }
  return book;
}
