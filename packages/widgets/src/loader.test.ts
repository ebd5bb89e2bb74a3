/**
 * The loader's elements are the element files: a tag is defined from the file its name gives
 * (`auth/login.element.ts` defines `<so-login>`), only when asked for, and a tag no element file
 * gives is left alone.
 */
import { describe, expect, it } from 'vitest';
import { load } from './loader.ts';

describe('the widget loader', () => {
  it.each(['so-login', 'so-header-counters', 'so-coin-page', 'so-contact-us', 'so-faq'])('defines <%s> from its element file, once asked', async (tag) => {
    expect(customElements.get(tag)).toBeUndefined();
    await load(tag);
    expect(customElements.get(tag)).toBeDefined();
  });

  it('leaves a tag no element file gives undefined', async () => {
    await load('so-nothing');
    expect(customElements.get('so-nothing')).toBeUndefined();
  });
});
