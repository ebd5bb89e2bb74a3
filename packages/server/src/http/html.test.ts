import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns each of & < > " \' into its entity', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"ghee"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;ghee&quot;&lt;/b&gt;');
  });

  it('escapes an ampersand once, so an entity already in the text is shown as typed', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves other text, Devanagari and the rupee sign included, untouched', () => {
    const text = 'घी ₹549.00 — 100% pure\n';
    expect(escapeHtml(text)).toBe(text);
  });

  it('keeps an attribute value in single or double quotes from ending early (only its own two quotes remain)', () => {
    const value = `x' onmouseover='alert(1)" onfocus="alert(2)`;
    for (const quote of ['"', "'"]) {
      const tag = `<a title=${quote}${escapeHtml(value)}${quote}>`;
      expect(tag.split(quote)).toHaveLength(3);
    }
  });
});
