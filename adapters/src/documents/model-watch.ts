import type { LocalModelState } from '@workbench/core';

export interface ModelLogger {
  warn(obj: object, msg?: string): void;
  info?(obj: object, msg?: string): void;
}

const timedOut = (e: unknown) => e instanceof Error && /timeout|abort/i.test(e.name + e.message);
// fetch's own failure: nothing answered at OLLAMA_HOST (refused, unknown host, reset).
const unreached = (e: unknown) => e instanceof TypeError && /fetch failed/i.test(e.message);

/** Why the local model was not used, as a person reading the warnings should understand it. */
export function modelFailure(e: unknown): string {
  if (timedOut(e)) return 'it did not answer in time';
  if (unreached(e)) return 'it could not be reached';
  return 'its answer was not usable';
}

/** The driver's own words, with the network cause fetch hides behind "fetch failed". */
function detail(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  return cause instanceof Error && cause.message ? cause.message : e.message;
}

interface Outcome {
  reachable: boolean;
  error: string | null;
  at: number;
}

export interface ModelWatchOptions {
  host: string;
  /** A quick look at the server: null when all is well, else what is wrong; throws when it does not answer. */
  check: () => Promise<string | null>;
  /** How long a call's or a check's outcome stands before the state is checked again. */
  freshMs?: number;
  logger?: ModelLogger;
  now?: () => number;
}

/**
 * Remembers how the local model's latest call or check went, so readiness can report it without running the
 * model, and writes to the log when the model becomes usable or stops being usable (not on every call).
 */
export class ModelWatch {
  private last: Outcome | null = null;
  private checking: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ModelWatchOptions) {
    this.now = options.now ?? Date.now;
  }

  succeeded(): void {
    this.record({ reachable: true, error: null, at: this.now() });
  }

  failed(e: unknown): void {
    this.record({ reachable: !unreached(e) && !timedOut(e), error: `${modelFailure(e)}: ${detail(e)}`, at: this.now() });
  }

  async state(): Promise<LocalModelState> {
    const freshMs = this.options.freshMs ?? 30_000;
    if (!this.last || this.now() - this.last.at > freshMs) {
      this.checking ??= this.options
        .check()
        .then(
          (problem) => this.record({ reachable: true, error: problem, at: this.now() }),
          (e: unknown) => this.failed(e),
        )
        .finally(() => (this.checking = undefined));
      await this.checking;
    }
    const last = this.last!;
    return { configured: true, reachable: last.reachable, lastError: last.error, checkedAt: new Date(last.at).toISOString() };
  }

  private record(outcome: Outcome): void {
    const wasUsable = this.last ? this.last.error === null : null;
    const usable = outcome.error === null;
    this.last = outcome;
    if (wasUsable === usable) return;
    const { host, logger } = this.options;
    if (usable) logger?.info?.({ host }, 'local model answers');
    else logger?.warn({ host, reachable: outcome.reachable, err: outcome.error }, 'local model cannot be used');
  }
}

/** The state of a model that is not configured: the rules read every document. */
export const NO_MODEL: LocalModelState = { configured: false, reachable: null, lastError: null, checkedAt: null };
