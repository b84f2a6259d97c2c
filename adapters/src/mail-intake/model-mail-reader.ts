import { INTAKE_MODEL_TIMEOUT_MS, type MailReader, type ModelGuesses } from '@workbench/core';
import { LocalModel } from '../documents/ollama.ts';

export interface ModelMailReaderOptions {
  /** The model server (OLLAMA_HOST). */
  host: string;
  model: string;
  /** How long one mail may wait for the model; past it the intake keeps the rules' guesses. */
  timeoutMs?: number;
}

/**
 * The local model (Ollama) as the intake's mail reader. Every call is held to its time limit twice over: the
 * HTTP request is aborted, and the answer is given up on even when the server keeps the socket open.
 */
export class ModelMailReader implements MailReader {
  private readonly model: LocalModel;
  private readonly timeoutMs: number;

  constructor(options: ModelMailReaderOptions) {
    this.timeoutMs = options.timeoutMs ?? INTAKE_MODEL_TIMEOUT_MS;
    this.model = new LocalModel({ host: options.host, model: options.model, timeoutMs: this.timeoutMs });
  }

  guess(mail: { subject: string; text: string; today: string }): Promise<ModelGuesses> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The local model did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    return Promise.race([this.model.guessMail(mail.subject, mail.text, mail.today), late]).finally(() => clearTimeout(timer));
  }
}
