// At most 60 views a minute are counted of one visitor: a script reloading a page is not an
// audience. Counted in memory per replica, in fixed minutes; the map is emptied each minute.
export const VIEWS_PER_MINUTE = 60;

export class VisitorBudget {
  private minute = -1;
  private readonly spent = new Map<string, number>();

  take(visitor: string, now: Date): boolean {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.spent.clear();
    }
    const spent = (this.spent.get(visitor) ?? 0) + 1;
    this.spent.set(visitor, spent);
    return spent <= VIEWS_PER_MINUTE;
  }
}
