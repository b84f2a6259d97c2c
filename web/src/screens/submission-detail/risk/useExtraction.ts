import { useCallback, useEffect, useRef, useState } from 'react';
import { UNSUPPORTED_FORMAT, scheduleCount, type ParseResult } from '@workbench/core';
import { useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { isParseable, parseDocument } from '../../../queries/documents.queries.ts';

/** The extraction progress: a tick every 500 ms, a random step under 20, capped at 90 until the answer arrives. */
export const TICK_MS = 500;
export const MAX_STEP = 20;
export const CAP = 90;
const DONE_HOLD_MS = 600;

export type UploadPhase = 'idle' | 'processing' | 'done';

/** What was put on the schedules: the answer as reviewed, and how many rows the same file gave before it replaced. */
export interface Extracted {
  result: ParseResult;
  replaced?: { properties: number; vehicles: number };
}

/**
 * The broker upload box's states: idle, processing with a rising progress, 100 on success,
 * then idle again. Cancel aborts the request itself.
 */
export function useExtraction(
  onExtracted: (result: ParseResult, file: File) => Promise<Extracted | null>,
  /** The submission's client: the firm's mappings learned for it apply to the upload. */
  clientId?: string,
) {
  const { toast } = useToast();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [filename, setFilename] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTicking = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clean-up runs once, when the screen goes away
  useEffect(
    () => () => {
      stopTicking();
      controller.current?.abort();
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: stopTicking only clears a timer held in a ref
  const extract = useCallback(
    async (files: readonly File[]) => {
      // Only the first file dropped or chosen is used.
      const file = files[0];
      if (!file || controller.current) return;
      if (!isParseable(file)) {
        toast({ variant: 'destructive', ...UNSUPPORTED_FORMAT });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setFilename(file.name);
      setPhase('processing');
      setProgress(0);
      timer.current = setInterval(() => setProgress((p) => Math.min(CAP, p + Math.random() * MAX_STEP)), TICK_MS);
      try {
        const result = await parseDocument(file, { signal: abort.signal, clientId });
        stopTicking();
        setProgress(100);
        setPhase('done');
        const added = await onExtracted(result, file);
        if (!added) {
          toast({ title: 'Nothing added', description: `The rows of ${file.name} were not added.` });
          return;
        }
        const found = `Found ${added.result.properties.length} properties and ${added.result.vehicles.length} vehicles`;
        const replaced = added.replaced && added.replaced.properties + added.replaced.vehicles > 0 ? added.replaced : null;
        toast({
          title: 'Document processed successfully',
          description: replaced ? `${found}, in place of the ${scheduleCount(replaced)} read from it before.` : `${found}.`,
        });
        // Hold the full bar a moment so the person sees it finish before the box returns to idle.
        await new Promise((resolve) => setTimeout(resolve, DONE_HOLD_MS));
      } catch (error) {
        stopTicking();
        if (abort.signal.aborted) {
          toast({ title: 'Upload cancelled', description: `${file.name} was not processed.` });
        } else {
          const fallback = error instanceof Error ? 'Failed to process document' : 'An unknown error occurred';
          toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, fallback) });
        }
      } finally {
        controller.current = null;
        setPhase('idle');
        setProgress(0);
        setFilename(null);
      }
    },
    [onExtracted, toast, clientId],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { phase, progress, filename, extract, cancel };
}
