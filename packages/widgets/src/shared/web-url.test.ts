import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url.ts';

describe('webUrl', () => {
  it('keeps absolute http and https links', () => {
    expect(webUrl(' https://maps.google.com/?q=SO+Organic ')).toBe('https://maps.google.com/?q=SO+Organic');
    expect(webUrl('http://meet.example.org/x')).toBe('http://meet.example.org/x');
  });
  it('refuses scripts, data, relative paths, text and nothing', () => {
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,hi')).toBeNull();
    expect(webUrl('/store-locator')).toBeNull();
    expect(webUrl('Ahmedabad')).toBeNull();
    expect(webUrl('')).toBeNull();
    expect(webUrl(null)).toBeNull();
  });
});
