import { useSearchParams } from 'react-router-dom';
import { mondayOf, today } from '../lib/zoned-time';

// ?week= names the Monday of the week shown, so a reload keeps it; none: this week.
export function useWeek(): [string, (monday: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const monday = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? mondayOf(asked) : mondayOf(today());
  const choose = (next: string | null) =>
    setParams(
      (current) => {
        if (next) current.set('week', next);
        else current.delete('week');
        return current;
      },
      { replace: true },
    );
  return [monday, choose];
}
