import { describe, expect, it } from 'vitest';
import { documentType, downloadName } from './rules.ts';

describe('downloadName', () => {
  it.each([
    ['x.pdf.html', 'application/pdf', 'x.pdf'],
    ['x.html', 'application/pdf', 'x.pdf'],
    ['statement', 'application/pdf', 'statement.pdf'],
    ['Statement.PDF', 'application/pdf', 'Statement.PDF'],
    ['Q3.2024', 'application/pdf', 'Q3.2024.pdf'],
    ['fleet.pdf.exe.html', 'application/pdf', 'fleet.pdf.exe.pdf'],
    ['.html', 'application/pdf', 'document.pdf'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.svg', 'image/jpeg', 'photo.jpg'],
    ['values.csv', 'text/csv; charset=utf-8', 'values.csv'],
    ['old.doc', 'application/msword', 'old.doc'],
    ['mail.msg', 'application/x-cfb', 'mail.msg'],
    ['macro.hta', 'application/x-cfb', 'macro.cfb'],
    ['workbook.xlsx.zip', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'workbook.xlsx'],
    ['Schedule ünïcode.html', 'application/pdf', 'Schedule ünïcode.pdf'],
    ['legacy.bin', 'application/octet-stream', 'legacy.bin'],
  ])('downloads %s stored as %s under %s', (filename, mimeType, expected) => {
    expect(downloadName(filename, mimeType)).toBe(expected);
  });
});

describe('documentType', () => {
  it.each([
    ['schedule.XLSX', 'application/octet-stream', 'XLSX'],
    ['photo.jpeg', 'image/jpeg', 'JPG'],
    ['notes', 'text/plain; charset=utf-8', 'TXT'],
    ['drawing.dwg', 'application/octet-stream', 'DWG'],
    ['blob', 'application/octet-stream', 'FILE'],
  ])('%s (%s) is listed as %s', (filename, mimeType, type) => {
    expect(documentType(filename, mimeType)).toBe(type);
  });
});
