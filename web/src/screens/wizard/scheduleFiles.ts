/**
 * The schedule files the wizard read, kept in the browser until the submission is saved, when each file that
 * rows of the saved schedules came from becomes a document of the submission. They are kept in IndexedDB, so
 * a reload keeps them as it keeps the draft; where the browser offers none, for as long as the page is open.
 */
import type { SourceFile } from '@workbench/core';
import { submissionCalls } from '../../queries/submission-detail.queries.ts';
import { selectedCoverages, type WizardDraft } from './draft.ts';

const DATABASE = 'workbench.wizard-files';
const STORE = 'files';
const inMemory = new Map<string, File>();

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  try {
    return await new Promise<T | null>((resolve) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
  } finally {
    db.close();
  }
}

/** Keeps a file the wizard read, under the digest its rows name it by. */
export async function keepScheduleFile(file: SourceFile, bytes: File): Promise<void> {
  inMemory.set(file.digest, bytes);
  await withStore('readwrite', (store) => store.put(bytes, file.digest)).catch(() => null);
}

async function keptFile(digest: string): Promise<File | null> {
  const stored = await withStore<File | undefined>('readonly', (store) => store.get(digest)).catch(() => null);
  return stored ?? inMemory.get(digest) ?? null;
}

/** The files the rows of the draft's selected coverages were read from, each once. */
export function draftSourceFiles(draft: WizardDraft): SourceFile[] {
  const files = new Map<string, SourceFile>();
  for (const coverage of selectedCoverages(draft)) {
    for (const row of [...coverage.properties, ...coverage.vehicles]) {
      if (row.sourceFile && !files.has(row.sourceFile.digest)) files.set(row.sourceFile.digest, row.sourceFile);
    }
  }
  return [...files.values()];
}

/**
 * Stores, as documents of the saved submission, the files its rows were read from; answers the names of those
 * that could not be stored (no longer kept by the browser, or refused), for the broker to upload by hand.
 * Every kept file is forgotten afterwards: the draft they belonged to has ended.
 */
export async function storeScheduleFiles(submissionId: string, draft: WizardDraft): Promise<string[]> {
  const notStored: string[] = [];
  for (const file of draftSourceFiles(draft)) {
    const kept = await keptFile(file.digest);
    try {
      if (!kept) throw new Error('not kept');
      await submissionCalls.uploadDocument(submissionId, new File([kept], file.filename, { type: kept.type }));
    } catch {
      notStored.push(file.filename);
    }
  }
  inMemory.clear();
  await withStore('readwrite', (store) => store.clear()).catch(() => null);
  return notStored;
}
