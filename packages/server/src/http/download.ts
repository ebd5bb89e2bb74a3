import type { Context } from 'hono';

/** A PDF the browser saves as `filename`: never cached, never sniffed as something else. */
export function pdfResponse(c: Context, pdf: Buffer, filename: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Content-Length': String(pdf.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
