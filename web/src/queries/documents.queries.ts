import type { PropertyInput, VehicleInput } from '@workbench/core';
import { api } from '../api/client.ts';

export interface ParseResult {
  documentType: string;
  properties: PropertyInput[];
  vehicles: VehicleInput[];
  warnings?: string[];
}

/** POST /api/documents/parse with the file in the multipart field `document`. */
export function parseDocument(file: File, type?: 'property' | 'vehicle'): Promise<ParseResult> {
  const form = new FormData();
  form.append('document', file);
  return api.post<ParseResult>(type ? `/api/documents/parse?type=${type}` : '/api/documents/parse', form);
}

/** Where Upload Submission leaves the extracted schedule for the wizard to pre-fill. */
export const UPLOAD_PREFILL_KEY = 'workbench.upload-prefill';

export interface UploadPrefill extends ParseResult {
  filename: string;
}

export function saveUploadPrefill(prefill: UploadPrefill): void {
  sessionStorage.setItem(UPLOAD_PREFILL_KEY, JSON.stringify(prefill));
}
