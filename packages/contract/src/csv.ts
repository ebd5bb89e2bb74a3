/**
 * Writing CSV files the store produces (today the staff's orders export). Every cell goes through
 * `csvCell`, so a spreadsheet never runs what a shopper typed: a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (what Excel, LibreOffice and Google Sheets read as the start
 * of a formula) is written with a leading `'`, which they show as text. The rule holds for every
 * cell, numbers included: the store's own money columns are totals that never go below zero, so
 * they never start with `-`; a negative number would come out as `'-12.00`, safe and readable.
 * Then RFC 4180: a cell holding a comma, a quote, CR or LF is quoted, its quotes doubled.
 */

/** The first characters a spreadsheet takes as the start of a formula. */
export const CSV_FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** One cell of a CSV row: formula starts defused with a leading `'`, then quoted when needed. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (CSV_FORMULA_STARTS.some((start) => text.startsWith(start))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (without its line break): the cells through csvCell, separated by commas. */
export const csvRow = (cells: readonly (string | number)[]): string => cells.map(csvCell).join(',');

/** A whole CSV file: the rows, each ended by CRLF (RFC 4180). */
export const csvFile = (rows: readonly (readonly (string | number)[])[]): string => rows.map((row) => `${csvRow(row)}\r\n`).join('');
