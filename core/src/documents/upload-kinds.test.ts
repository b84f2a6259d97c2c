import { describe, expect, it } from 'vitest';
import { CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE, acceptsUpload, uploadAccept, uploadFormatsHint, uploadSideOf } from './upload-kinds.ts';

describe('the kinds each side uploads', () => {
  it('gives the customer PDF, Excel, JPEG and PNG only, and the broker the wider list with CSV and JSON', () => {
    expect(uploadAccept('customer')).toEqual(['.pdf', '.xlsx', '.xls', '.jpg', '.jpeg', '.png']);
    expect(uploadFormatsHint('customer')).toBe('Supported formats: PDF, Excel, JPEG, PNG');
    expect(uploadAccept('broker')).toEqual(['.pdf', '.jpeg', '.jpg', '.png', '.xlsx', '.xls', '.json', '.csv']);
    expect(CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE).toBe('Unsupported file format: Please upload a PDF, Excel, JPEG or PNG file.');
  });

  it('puts customers on the customer side and staff and insurers on the broker side', () => {
    expect(uploadSideOf({ role: 'customer' })).toBe('customer');
    expect(uploadSideOf({ role: 'broker' })).toBe('broker');
    expect(uploadSideOf({ role: 'broker_manager' })).toBe('broker');
    expect(uploadSideOf({ role: 'insurer' })).toBe('broker');
  });

  it.each([
    ['customer', 'schedule.pdf', 'pdf', true],
    ['customer', 'Fleet.XLSX', 'xlsx', true],
    ['customer', 'old.xls', 'xls', true],
    ['customer', 'photo.jpg', 'jpeg', true],
    ['customer', 'photo.jpeg', 'jpeg', true],
    ['customer', 'scan.png', 'png', true],
    ['customer', 'fleet.csv', 'csv', false],
    ['customer', 'fleet.json', 'json', false],
    ['customer', 'notes.txt', undefined, false],
    // A CSV renamed to .xlsx is still a CSV, and a PDF renamed to .csv still says it is a CSV.
    ['customer', 'fleet.xlsx', 'csv', false],
    ['customer', 'schedule.csv', 'pdf', false],
    ['customer', 'schedule', 'pdf', false],
    ['broker', 'fleet.csv', 'csv', true],
    ['broker', 'fleet.json', 'json', true],
    ['broker', 'notes.txt', undefined, false],
  ] as const)('the %s side takes %s read as %s: %s', (side, filename, contentKind, expected) => {
    expect(acceptsUpload(side, { filename, contentKind })).toBe(expected);
  });
});
