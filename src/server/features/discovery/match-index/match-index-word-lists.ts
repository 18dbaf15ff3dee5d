/**
 * Distinct word lists of one kind (a member's education words, occupation words or languages), each
 * stored once as word codes; list 0 is the empty list. Members share few lists (the bench's 100,000
 * hold 8 education, 50 occupation and 88 language lists), so a request judges each list once and a
 * candidate costs one lookup. A list nobody holds any more keeps its few words until the server restarts.
 */
export class WordLists {
  /** The words of each list, by list number. */
  readonly words: Int32Array[] = [new Int32Array(0)];
  private readonly numbers = new Map<string, number>([['', 0]]);

  get count(): number {
    return this.words.length;
  }

  numberOf(codes: readonly number[]): number {
    const key = codes.join(',');
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.words.length;
      this.words.push(Int32Array.from(codes));
      this.numbers.set(key, number);
    }
    return number;
  }

  /** For each list, 1 when one of its words is wanted (`wanted[code] === 1`). */
  anyWanted(wanted: Uint8Array): Uint8Array {
    const hits = new Uint8Array(this.words.length);
    for (let list = 1; list < this.words.length; list += 1) {
      const words = this.words[list]!;
      for (let w = 0; w < words.length; w += 1)
        if (wanted[words[w]!] === 1) {
          hits[list] = 1;
          break;
        }
    }
    return hits;
  }

  /** For each list, how many of its words are wanted. */
  countWanted(wanted: Uint8Array): Uint8Array {
    const counts = new Uint8Array(this.words.length);
    for (let list = 1; list < this.words.length; list += 1) {
      const words = this.words[list]!;
      let common = 0;
      for (let w = 0; w < words.length; w += 1) common += wanted[words[w]!]!;
      counts[list] = Math.min(common, 255);
    }
    return counts;
  }
}
