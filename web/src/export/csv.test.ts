import { describe, expect, it } from 'vitest';
import type { SubmissionSummary } from '@workbench/core';
import { csvField, submissionsCsv, toCsv } from './csv.ts';

const aSummary = (overrides: Partial<SubmissionSummary> = {}): SubmissionSummary => ({
  id: 'id-1',
  submissionId: 'SUB-2025-0001',
  isNew: true,
  transactionType: null,
  priority: 'high',
  status: 'pending',
  type: 'manual',
  clientId: 'c1',
  client: 'Acme, Inc.',
  assignedTo: null,
  assignedToId: null,
  createdBy: null,
  createdById: null,
  product: 'commercial_auto',
  rating: { score: 85, label: 'good' },
  dueDate: '2025-07-01T00:00:00.000Z',
  shareWithClient: false,
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
  ...overrides,
});

describe('CSV export', () => {
  it('quotes fields holding commas, quotes or line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('keeps a cell that starts like a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-42)).toBe('-42');
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('a,b\r\n,\r\n');
  });

  it('labels the list columns as the screen does', () => {
    const csv = submissionsCsv([aSummary()]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toContain('Submission ID,New,Transaction Type');
    expect(row).toBe('SUB-2025-0001,Yes,Not specified,High,Pending,Manual,"Acme, Inc.",Unassigned,Commercial Auto,85,Good,2025-07-01');
  });

  it('writes labels, never raw codes, for transaction type, priority, status and rating', () => {
    const csv = submissionsCsv([
      aSummary({ transactionType: 'new_business', priority: 'medium', status: 'in_review', rating: { score: 60, label: 'fair' } }),
    ]);
    const row = csv.trim().split('\r\n')[1]!;
    expect(row).toContain('New Business,Medium,In Review,');
    expect(row).toContain(',60,Fair,');
    expect(row).not.toMatch(/in_review|medium|fair|new_business/);
  });
});
