import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CANCELABLE_EVENTS, EVENTS_VERSION, SO_EVENT_NAMES, SoEventDetails } from '@so/contract';

const doc = readFileSync(fileURLToPath(new URL('../EVENTS.md', import.meta.url)), 'utf8');

/** The table rows of EVENTS.md by event name. */
function rows(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\| `(so:[a-z-]+)` \|/.exec(line);
    if (match) found.set(match[1], line);
  }
  return found;
}

describe('EVENTS.md, the readable events contract', () => {
  const table = rows(doc);

  it('is the version the contract is', () => {
    expect(doc.split('\n')[0]).toBe(`# The store's events — version ${EVENTS_VERSION}`);
  });

  it('lists every event of the contract and no other', () => {
    expect([...table.keys()].sort()).toEqual([...SO_EVENT_NAMES].sort());
  });

  it.each(SO_EVENT_NAMES)('%s: names each detail field and says whether it is cancelable', (name) => {
    const row = table.get(name) ?? '';
    for (const field of Object.keys(SoEventDetails[name].schema)) expect(row).toMatch(new RegExp(`\\b${field}\\??:`));
    expect(row.includes('**Cancelable**')).toBe(name in CANCELABLE_EVENTS);
  });
});
