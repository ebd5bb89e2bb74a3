/**
 * The demo outbox as a page a person reads (GET /dev/outbox, demo mode only, this machine or
 * staff): each message of the notification queue with its channel and its state in words, what
 * it said and, when it is not sent, why. Plain HTML without scripts; the JSON is /api/dev/outbox.
 */
import { DOC } from '@so/contract';
import type { OutboxMessage } from '../accounts/outbox.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #767676;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0;font:inherit}td p{margin:0 0 .3rem}';

const TEXT = DOC.outboxPage;

/** A moment as India reads it, e.g. "28 Nov 2026, 8:15:04 pm". */
function when(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });
}

/** The state in words with what follows from it (by whom and when it was sent, the next try, why it failed). */
function stateCell(message: OutboxMessage): string {
  const lines: string[] = [];
  if (message.state === 'sent') lines.push(`${TEXT.states.sent}: ${TEXT.sentBy(message.provider ?? '', when(message.sent_at ?? message.created_at))}`);
  else if (message.state === 'queued') lines.push(`${TEXT.states.queued}: ${TEXT.nextTry(message.attempts, when(message.next_try_at ?? message.created_at))}`);
  else lines.push(`${TEXT.states.failed}: ${TEXT.gaveUp(message.attempts)}`);
  if (message.state !== 'sent' && message.last_error) lines.push(TEXT.lastError(message.last_error));
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

function row(message: OutboxMessage): string {
  const text = message.subject ? `${message.subject}\n\n${message.body}` : message.body;
  return `<tr>
<td>${escapeHtml(when(message.created_at))}</td>
<td>${escapeHtml(TEXT.channels[message.channel])}</td>
<td>${escapeHtml(message.to)}</td>
<td><p>${escapeHtml(TEXT.kind(message.kind))}</p><pre>${escapeHtml(text)}</pre></td>
<td>${stateCell(message)}</td>
</tr>`;
}

export function outboxPage(messages: readonly OutboxMessage[]): string {
  const c = TEXT.columns;
  const table =
    messages.length === 0
      ? `<p>${escapeHtml(TEXT.empty)}</p>`
      : `<table>
<caption>${escapeHtml(TEXT.caption(messages.length))}</caption>
<thead><tr><th scope="col">${c.written}</th><th scope="col">${c.channel}</th><th scope="col">${c.to}</th><th scope="col">${c.message}</th><th scope="col">${c.state}</th></tr></thead>
<tbody>
${messages.map(row).join('\n')}
</tbody>
</table>`;
  return htmlPage({
    title: TEXT.title,
    style: STYLE,
    main: `<h1>${escapeHtml(TEXT.heading)}</h1>
<p>${escapeHtml(TEXT.explained)}</p>
<p><a href="/api/dev/outbox">${escapeHtml(TEXT.json)}</a></p>
${table}`,
  });
}
