import { describe, expect, it } from 'vitest';
import { isRecordId } from './routes.ts';

describe('isRecordId', () => {
  it('takes a positive whole number in plain digits', () => {
    for (const id of ['1', '12', '9007199254740991']) expect(isRecordId(id)).toBe(true);
  });

  it('refuses what names no record, so the page goes to /page-not-found', () => {
    for (const id of [undefined, '', 'abc', '0', '-1', '1.5', '01', '12abc', ' 12', '1e3', 'NaN', '9007199254740993']) {
      expect(isRecordId(id)).toBe(false);
    }
  });
});
