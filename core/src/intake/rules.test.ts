import { describe, expect, it } from 'vitest';
import { attachmentVerdict, dangerousAttachment, describeExtraction, normaliseMessageId, threadMessageIds } from './rules.ts';

describe('dangerousAttachment', () => {
  it.each([
    ['setup.exe', 'executable'],
    ['invoice.pdf.exe', 'executable'],
    ['run.BAT', 'executable'],
    ['script.js', 'executable'],
    ['macro.vbs', 'executable'],
    ['tool.cmd', 'executable'],
    ['screen.scr', 'executable'],
    ['shortcut.lnk', 'executable'],
    ['letter.docm', 'macro'],
    ['values.xlsm', 'macro'],
    ['deck.pptm', 'macro'],
    ['trailing.exe. ', 'executable'],
    ['schedule.xlsx', null],
    ['sov.pdf', null],
    ['scan.jpeg', null],
    ['no-extension', null],
    ['exe', null],
  ])('%s is %s', (filename, verdict) => {
    expect(dangerousAttachment(filename)).toBe(verdict);
  });
});

describe('attachmentVerdict', () => {
  const limits = { maxAttachments: 2, maxAttachmentBytes: 100 };
  it.each([
    [{ filename: 'a.pdf', size: 10 }, 0, null],
    [{ filename: 'a.pdf', size: 101 }, 0, 'too_large'],
    [{ filename: 'a.pdf', size: 10 }, 2, 'too_many'],
    // A program is quarantined as such, whatever its size or place.
    [{ filename: 'a.exe', size: 1000 }, 5, 'executable'],
  ] as const)('%o after %d kept is %s', (file, kept, verdict) => {
    expect(attachmentVerdict(file, kept, limits)).toBe(verdict);
  });
});

describe('Message-IDs', () => {
  it('spells each one way, in angle brackets', () => {
    expect(normaliseMessageId(' abc@x.example ')).toBe('<abc@x.example>');
    expect(normaliseMessageId('<abc@x.example>')).toBe('<abc@x.example>');
    expect(normaliseMessageId('  ')).toBeNull();
    expect(normaliseMessageId(null)).toBeNull();
  });

  it('names a thread closest first: In-Reply-To, then References from the last', () => {
    expect(threadMessageIds('<c@x>', ['<a@x>', '<b@x>', '<c@x>'])).toEqual(['<c@x>', '<b@x>', '<a@x>']);
    expect(threadMessageIds(null, undefined)).toEqual([]);
  });
});

describe('describeExtraction', () => {
  it('says what was read, or that nothing was', () => {
    expect(describeExtraction({ transactionType: 'renewal', coverages: ['property', 'motor_fleet'] })).toBe(
      'Renewal · Material Damage, Motor Fleet',
    );
    expect(describeExtraction({ transactionType: null, coverages: [] })).toBe('Nothing recognised in the subject or body');
  });
});
