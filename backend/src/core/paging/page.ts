// One page of a list: its items, the cursor of the next page (null on the last one) and, where
// a table shows it, how many rows the whole list has. The page interceptor sends the items as the
// body and the rest as headers.
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly next: string | null,
    readonly total?: number,
  ) {}

  map<U>(fn: (item: T) => U): Page<U> {
    return new Page(this.items.map(fn), this.next, this.total);
  }

  withTotal(total: number): Page<T> {
    return new Page(this.items, this.next, total);
  }
}
