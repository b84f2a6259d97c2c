/**
 * Answers worked out once per key and kept, for request checks whose answer depends on one header alone
 * (a host, an Origin, a Content-Type): clients send a few values of it. A request may send any value, so at
 * most `limit` answers are kept; past that the memory starts again.
 */
export class RememberedAnswers<V> {
  private readonly answers = new Map<string, V>();

  constructor(private readonly limit = 100) {}

  /** The answer for `key`, from `work` the first time; an undefined answer is not kept. */
  get(key: string, work: () => V | undefined): V | undefined {
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = work();
      if (answer === undefined) return undefined;
      if (this.answers.size >= this.limit) this.answers.clear();
      this.answers.set(key, answer);
    }
    return answer;
  }
}
